// Receipt settings (§7 receipt templates): the company's template and per-venue overrides, the
// immutable versions issued receipts keep, the country's required content, the preview and the
// receipt e-mail. Every save writes a version holding the whole effective template; an order
// records the version current at its venue when it was recorded, so editing the template later
// never rewrites a receipt already handed out.
import {
  type MissingReceiptContent,
  mergeReceiptTemplate,
  missingReceiptContent,
  orderTotals,
  RECEIPT_ERRORS,
  RECEIPT_LINES,
  type ReceiptLine,
  type ReceiptTemplate,
  type ReceiptTemplateFields,
  receiptTemplateSchema,
} from '@fika/domain';
import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import { publicImageUrl } from '../../lib/image-url.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import {
  companies,
  images,
  locations,
  orderLines,
  orderPayments,
  orders,
  receiptTemplates,
  receiptTemplateVersions,
  terminals,
  venues,
} from '../../platform/db/schema/index.ts';
import { companyPaymentMethodNames } from '../payment-methods/payment-methods.service.ts';
import { digitalReceiptUrl } from './digital-receipt-url.ts';
import {
  type ReceiptDocument,
  type ReceiptIssue,
  type ReceiptOrder,
  receiptEmail,
  renderReceipt,
} from './receipt-render.ts';

type TemplateRow = typeof receiptTemplates.$inferSelect;

/** The template fields a stored row holds (null: as the company's / the default). */
function fieldsOf(row: TemplateRow | undefined): Partial<ReceiptTemplateFields> | null {
  if (!row) return null;
  const options = row.options as { hiddenLines?: unknown; vatNumber?: unknown };
  const hiddenLines = Array.isArray(options.hiddenLines)
    ? options.hiddenLines.filter((l): l is ReceiptLine => (RECEIPT_LINES as readonly unknown[]).includes(l))
    : null;
  return {
    logoImageId: row.logoImageId,
    headerText: row.headerText,
    footerText: row.footerText,
    language: row.language as ReceiptTemplate['language'],
    showQrCode: row.showQrCode,
    hiddenLines,
    vatNumber: typeof options.vatNumber === 'string' ? options.vatNumber : null,
  };
}

// A reset override keeps its row (its versions are what earlier receipts of the venue were issued
// with; deleting the row would cascade them away) but stops overriding.
const isActiveOverride = (row: TemplateRow | undefined): row is TemplateRow =>
  Boolean(row && !(row.options as { inherited?: boolean }).inherited);

async function templateRows(db: DbOrTx, companyId: string, venueId: string | null) {
  const rows = await db
    .select()
    .from(receiptTemplates)
    .where(
      and(
        eq(receiptTemplates.companyId, companyId),
        venueId
          ? sql`(${receiptTemplates.venueId} is null or ${receiptTemplates.venueId} = ${venueId})`
          : isNull(receiptTemplates.venueId),
      ),
    );
  const company = rows.find((r) => r.venueId === null);
  const venue = rows.find((r) => r.venueId !== null);
  return { company, venue: isActiveOverride(venue) ? venue : undefined };
}

/** The effective template of a venue (or the company's when `venueId` is null). */
export async function effectiveTemplate(
  db: DbOrTx,
  companyId: string,
  venueId: string | null,
): Promise<ReceiptTemplate> {
  const { company, venue } = await templateRows(db, companyId, venueId);
  return mergeReceiptTemplate(fieldsOf(company), fieldsOf(venue));
}

async function latestVersion(db: DbOrTx, templateId: string) {
  const [row] = await db
    .select({ id: receiptTemplateVersions.id, version: receiptTemplateVersions.version })
    .from(receiptTemplateVersions)
    .where(eq(receiptTemplateVersions.templateId, templateId))
    .orderBy(desc(receiptTemplateVersions.version))
    .limit(1);
  return row ?? null;
}

/** The version a receipt issued at the venue now gets: its override's, else the company's, else none. */
export async function currentReceiptVersion(db: DbOrTx, companyId: string, venueId: string) {
  const { company, venue } = await templateRows(db, companyId, venueId);
  const row = venue ?? company;
  return row ? latestVersion(db, row.id) : null;
}

/**
 * Stamps a newly recorded order with its venue's current template version (the order recording
 * calls this in its transaction): its receipt is rendered with that version from now on.
 */
export async function stampReceiptTemplate(
  tx: Tx,
  order: { companyId: string; venueId: string; id: string },
): Promise<void> {
  const version = await currentReceiptVersion(tx, order.companyId, order.venueId);
  if (!version) return;
  await tx
    .update(orders)
    .set({ receiptTemplateVersionId: version.id })
    .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id)));
}

/** The template a saved version holds (a version predating a field falls back to the default). */
async function versionTemplate(db: DbOrTx, companyId: string, versionId: string | null) {
  if (!versionId) return null;
  const [row] = await db
    .select({ content: receiptTemplateVersions.content })
    .from(receiptTemplateVersions)
    .where(and(eq(receiptTemplateVersions.companyId, companyId), eq(receiptTemplateVersions.id, versionId)));
  return row ? mergeReceiptTemplate(row.content as Partial<ReceiptTemplateFields>) : null;
}

// ---------------------------------------------------------------------------------------------
// The seller's facts and the missing content

interface Seller {
  country: string;
  timezone: string;
  venueName: string;
  legalName: string | null;
  organizationNumber: string | null;
  address: { street: string | null; zip: string | null; city: string | null } | null;
  companyFacts: { legalName: string | null; organizationNumber: string | null };
  venueFacts: { legalName: string | null; organizationNumber: string | null };
}

async function sellerOf(db: DbOrTx, companyId: string, venueId: string | null): Promise<Seller> {
  const [company] = await db
    .select({
      country: companies.country,
      timezone: companies.timezone,
      name: companies.name,
      legalName: companies.legalName,
      organizationNumber: companies.organizationNumber,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('Company');
  const [venue] = venueId
    ? await db
        .select({
          name: venues.name,
          timezone: venues.timezone,
          legalName: venues.legalName,
          organizationNumber: venues.organizationNumber,
          street: locations.street,
          zip: locations.zip,
          city: locations.city,
        })
        .from(venues)
        .leftJoin(locations, and(eq(locations.companyId, venues.companyId), eq(locations.venueId, venues.id)))
        .where(and(eq(venues.companyId, companyId), eq(venues.id, venueId)))
    : [];
  const companyFacts = { legalName: company.legalName, organizationNumber: company.organizationNumber };
  const venueFacts = {
    legalName: venue?.legalName ?? null,
    organizationNumber: venue?.organizationNumber ?? null,
  };
  return {
    country: company.country,
    timezone: venue?.timezone ?? company.timezone,
    venueName: venue?.name ?? company.name,
    legalName: venueFacts.legalName?.trim() || companyFacts.legalName,
    organizationNumber: venueFacts.organizationNumber?.trim() || companyFacts.organizationNumber,
    address: venue ? { street: venue.street, zip: venue.zip, city: venue.city } : null,
    companyFacts,
    venueFacts,
  };
}

/**
 * What the country requires that receipts of the venue (or, without one, of any venue: the
 * company's data and the template) would lack. A Swedish venue's tills need a control unit.
 */
async function missingFor(
  db: DbOrTx,
  companyId: string,
  venueId: string | null,
  template: ReceiptTemplate,
  seller: Seller,
): Promise<MissingReceiptContent[]> {
  if (!venueId) {
    return missingReceiptContent(seller.country, template, seller.companyFacts, {}).filter(
      (m) => m.fix !== 'venue',
    );
  }
  const tills = await db
    .select({ controlUnitSerial: terminals.controlUnitSerial })
    .from(terminals)
    .where(
      and(
        eq(terminals.companyId, companyId),
        eq(terminals.venueId, venueId),
        eq(terminals.kind, 'EPOS'),
        isNull(terminals.revokedAt),
      ),
    );
  const withoutUnit = tills.find((t) => !t.controlUnitSerial?.trim());
  return missingReceiptContent(
    seller.country,
    template,
    seller.companyFacts,
    { ...seller.venueFacts, ...(seller.address ?? {}) },
    withoutUnit ?? tills[0],
  );
}

// ---------------------------------------------------------------------------------------------
// The settings screen

/** A receipt template as the settings screen reads it. */
export interface ReceiptTemplateView {
  venueId: string | null;
  /** Whether the venue has an override of its own (false for the company's template). */
  overridden: boolean;
  /** The current version number (0: never saved). */
  version: number;
  template: ReceiptTemplate;
  logo: { id: string; title: string; url: string } | null;
  country: string;
  missing: MissingReceiptContent[];
}

async function logoOf(db: DbOrTx, companyId: string, imageId: string | null) {
  if (!imageId) return null;
  const [image] = await db
    .select({ id: images.id, title: images.title, updatedAt: images.updatedAt })
    .from(images)
    .where(and(eq(images.companyId, companyId), eq(images.id, imageId)));
  return image ? { id: image.id, title: image.title, url: publicImageUrl(image) } : null;
}

async function checkVenue(ctx: Ctx, user: UserPrincipal, venueId: string | null | undefined) {
  if (venueId === null || venueId === undefined) return null;
  await venueScope(ctx.db, user, venueId);
  return venueId;
}

/** receiptTemplate(venueId?) (SETTINGS): the effective template and what the country requires. */
export async function receiptTemplate(ctx: Ctx, rawVenueId?: string | null): Promise<ReceiptTemplateView> {
  const user = requireScope(ctx, 'SETTINGS');
  const venueId = await checkVenue(ctx, user, rawVenueId);
  const { company, venue } = await templateRows(ctx.db, user.companyId, venueId);
  const template = mergeReceiptTemplate(fieldsOf(company), fieldsOf(venue));
  const seller = await sellerOf(ctx.db, user.companyId, venueId);
  const current = venue ?? company;
  return {
    venueId,
    overridden: Boolean(venue),
    version: current ? ((await latestVersion(ctx.db, current.id))?.version ?? 0) : 0,
    template,
    logo: await logoOf(ctx.db, user.companyId, template.logoImageId),
    country: seller.country,
    missing: await missingFor(ctx.db, user.companyId, venueId, template, seller),
  };
}

// Upserts the company's (venueId null) or a venue's row with `fields`, bumping its version.
async function upsertRow(
  tx: Tx,
  companyId: string,
  venueId: string | null,
  fields: ReceiptTemplateFields,
  userId: string,
): Promise<TemplateRow> {
  const values = {
    logoImageId: fields.logoImageId,
    headerText: fields.headerText,
    footerText: fields.footerText,
    language: fields.language,
    showQrCode: fields.showQrCode,
    options: { hiddenLines: fields.hiddenLines, vatNumber: fields.vatNumber },
    updatedBy: userId,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(receiptTemplates)
    .values({ id: newId(), companyId, venueId, ...values })
    .onConflictDoUpdate({
      target: venueId ? [receiptTemplates.companyId, receiptTemplates.venueId] : [receiptTemplates.companyId],
      targetWhere: venueId ? isNotNull(receiptTemplates.venueId) : isNull(receiptTemplates.venueId),
      set: { ...values, version: sql`${receiptTemplates.version} + 1` },
    })
    .returning();
  if (!row) throw new Error('receipt template not returned');
  return row;
}

async function writeVersion(tx: Tx, row: TemplateRow, content: ReceiptTemplate): Promise<void> {
  await tx.insert(receiptTemplateVersions).values({
    id: newId(),
    companyId: row.companyId,
    templateId: row.id,
    version: row.version,
    content: { ...content },
  });
}

// Saves under the company's receipt lock: a company save re-versions every active override (their
// versions hold the merged template), so a venue save must not interleave with it.
async function lockReceipts(tx: Tx, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('receipt_templates'), hashtext(${companyId}))`);
}

/**
 * updateReceiptTemplate(venueId?, input) (SETTINGS): saves the company's template, or the venue's
 * override (fields left empty follow the company's). Each save is a new version.
 */
export async function updateReceiptTemplate(
  ctx: Ctx,
  rawVenueId: string | null | undefined,
  raw: unknown,
): Promise<ReceiptTemplateView> {
  const user = requireScope(ctx, 'SETTINGS');
  const venueId = await checkVenue(ctx, user, rawVenueId);
  const fields = parseInput(receiptTemplateSchema, raw);
  if (fields.logoImageId && !(await logoOf(ctx.db, user.companyId, fields.logoImageId))) {
    throw badInput([{ field: 'logoImageId', message: RECEIPT_ERRORS.logo }]);
  }
  await ctx.db.transaction(async (tx) => {
    await lockReceipts(tx, user.companyId);
    const row = await upsertRow(tx, user.companyId, venueId, fields, user.userId);
    const { company } = await templateRows(tx, user.companyId, null);
    if (venueId) {
      await writeVersion(tx, row, mergeReceiptTemplate(fieldsOf(company), fieldsOf(row)));
      return;
    }
    const merged = mergeReceiptTemplate(fieldsOf(row));
    await writeVersion(tx, row, merged);
    const overrides = await tx
      .select()
      .from(receiptTemplates)
      .where(and(eq(receiptTemplates.companyId, user.companyId), isNotNull(receiptTemplates.venueId)))
      .orderBy(asc(receiptTemplates.id));
    for (const override of overrides.filter(isActiveOverride)) {
      const [bumped] = await tx
        .update(receiptTemplates)
        .set({ version: sql`${receiptTemplates.version} + 1` })
        .where(eq(receiptTemplates.id, override.id))
        .returning();
      if (bumped) await writeVersion(tx, bumped, mergeReceiptTemplate(fieldsOf(row), fieldsOf(bumped)));
    }
  });
  return receiptTemplate(ctx, venueId);
}

/** resetReceiptTemplate(venueId) (SETTINGS): the venue follows the company's template again. */
export async function resetReceiptTemplate(ctx: Ctx, rawVenueId: string): Promise<ReceiptTemplateView> {
  const user = requireScope(ctx, 'SETTINGS');
  const venueId = await checkVenue(ctx, user, rawVenueId);
  if (!venueId) throw notFound('Venue');
  await ctx.db.transaction(async (tx) => {
    await lockReceipts(tx, user.companyId);
    await tx
      .update(receiptTemplates)
      .set({ options: { inherited: true }, updatedBy: user.userId, updatedAt: new Date() })
      .where(and(eq(receiptTemplates.companyId, user.companyId), eq(receiptTemplates.venueId, venueId)));
  });
  return receiptTemplate(ctx, venueId);
}

// ---------------------------------------------------------------------------------------------
// Rendering: the preview and the receipt of an order

/** An order as a receipt reads it, with what it was issued under. */
async function loadReceiptOrder(db: DbOrTx, companyId: string, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      venueId: orders.venueId,
      terminalId: orders.terminalId,
      orderNumber: orders.orderNumber,
      currency: orders.currency,
      totalAmount: orders.totalAmount,
      tipAmount: orders.tipAmount,
      staffName: orders.staffName,
      tableCode: orders.tableCode,
      beeperNumber: orders.beeperNumber,
      versionId: orders.receiptTemplateVersionId,
      placedAt: orders.placedAt,
      closedAt: orders.closedAt,
      status: orders.status,
      refundedAmount: orders.refundedAmount,
    })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  if (!order) throw notFound('Order');
  const mine = (table: typeof orderLines | typeof orderPayments) =>
    and(eq(table.companyId, companyId), eq(table.orderId, orderId));
  const [lines, payments, till, names] = await Promise.all([
    db.select().from(orderLines).where(mine(orderLines)).orderBy(asc(orderLines.lineNo)),
    db.select().from(orderPayments).where(mine(orderPayments)).orderBy(asc(orderPayments.paidAt)),
    order.terminalId
      ? db
          .select({ name: terminals.name, controlUnitSerial: terminals.controlUnitSerial })
          .from(terminals)
          .where(and(eq(terminals.companyId, companyId), eq(terminals.id, order.terminalId)))
      : Promise.resolve([]),
    companyPaymentMethodNames(db, companyId),
  ]);
  return {
    order,
    terminal: till[0] ?? null,
    receipt: {
      orderNumber: order.orderNumber,
      venueName: '',
      currency: order.currency,
      totalAmount: order.totalAmount,
      tipAmount: order.tipAmount,
      refundedAmount: order.refundedAmount,
      lines,
      payments: payments.map((p) => ({ ...p, method: names.get(p.method) ?? p.method })),
      vatLines: orderTotals(lines).vatLines,
    } satisfies ReceiptOrder,
  };
}

/** A receipt of an order: rendered, with whether it is a paid one (a receipt was issued). */
export interface RenderedReceipt {
  doc: ReceiptDocument;
  order: ReceiptOrder;
  paid: boolean;
}

/**
 * The receipt of the company's order `orderId`, with the template version it was issued with (or
 * `template`, for the preview).
 */
export async function renderOrder(
  db: DbOrTx,
  companyId: string,
  orderId: string,
  template?: ReceiptTemplate,
): Promise<RenderedReceipt> {
  const { order, terminal, receipt } = await loadReceiptOrder(db, companyId, orderId);
  const seller = await sellerOf(db, companyId, order.venueId);
  // An issued receipt keeps its version; an order recorded before any template was saved prints
  // with the defaults it was issued under.
  const used =
    template ?? (await versionTemplate(db, companyId, order.versionId)) ?? mergeReceiptTemplate(null);
  const issue: ReceiptIssue = {
    ...seller,
    issuedAt: order.closedAt ?? order.placedAt,
    registerName: terminal?.name ?? null,
    controlUnitSerial: terminal?.controlUnitSerial ?? null,
    staffName: order.staffName,
    tableCode: order.tableCode,
    beeperNumber: order.beeperNumber,
    logoUrl: (await logoOf(db, companyId, used.logoImageId))?.url ?? null,
  };
  const named = { ...receipt, venueName: seller.venueName };
  // A receipt exists once the order is closed (paid); a cancelled order never had one.
  const paid = order.closedAt !== null && order.status !== 'CANCELLED';
  return { doc: renderReceipt(used, issue, named), order: named, paid };
}

/** A made-up order for a venue that has not sold anything yet: the preview still shows a receipt. */
function sampleOrder(currency: string, venueName: string): ReceiptOrder {
  const line = (title: string, quantity: number, totalAmount: number) => ({
    title,
    quantity,
    unitPrice: totalAmount / quantity,
    modifications: [],
    discountAmount: 0,
    totalAmount,
    voided: false,
    vatRate: 12,
  });
  const lines = [line('Cappuccino', 2, 9000), line('Kanelbulle', 1, 3500)];
  return {
    orderNumber: 1,
    venueName,
    currency,
    totalAmount: 12500,
    tipAmount: 0,
    lines,
    payments: [{ method: 'Card', cardBrand: 'Visa', amount: 12500, tipAmount: 0, refundedAt: null }],
    vatLines: orderTotals(lines).vatLines,
  };
}

/** A receipt preview: rendered from the venue's latest order (or a sample when it has none). */
export interface ReceiptPreview {
  /** The order it shows; null for the sample. */
  orderId: string | null;
  orderNumber: number | null;
  /** The order's digital receipt (what the printed QR code opens); null for the sample. */
  receiptUrl: string | null;
  document: ReceiptDocument;
}

/**
 * receiptPreview(venueId, template?) (SETTINGS): the venue's latest paid order as a receipt, with
 * the saved template or, while editing, the `template` draft (merged over the company's for an
 * override). A venue without orders shows a sample order.
 */
export async function receiptPreview(
  ctx: Ctx,
  rawVenueId: string | null | undefined,
  draft?: unknown,
): Promise<ReceiptPreview> {
  const user = requireScope(ctx, 'SETTINGS');
  const venueId = await checkVenue(ctx, user, rawVenueId);
  const { company, venue } = await templateRows(ctx.db, user.companyId, venueId);
  let template = mergeReceiptTemplate(fieldsOf(company), fieldsOf(venue));
  if (draft !== undefined && draft !== null) {
    const fields = parseInput(receiptTemplateSchema, draft);
    template = venueId ? mergeReceiptTemplate(fieldsOf(company), fields) : mergeReceiptTemplate(fields);
  }
  const [latest] = venueId
    ? await ctx.db
        .select({ id: orders.id, orderNumber: orders.orderNumber })
        .from(orders)
        .where(
          and(
            eq(orders.companyId, user.companyId),
            eq(orders.venueId, venueId),
            isNotNull(orders.closedAt),
            ne(orders.status, 'CANCELLED'),
          ),
        )
        .orderBy(desc(orders.closedAt))
        .limit(1)
    : [];
  if (latest) {
    const { doc } = await renderOrder(ctx.db, user.companyId, latest.id, template);
    return {
      orderId: latest.id,
      orderNumber: latest.orderNumber,
      receiptUrl: digitalReceiptUrl(ctx.config, latest.id),
      document: doc,
    };
  }
  const seller = await sellerOf(ctx.db, user.companyId, venueId);
  const [currency] = await ctx.db
    .select({ currency: companies.defaultCurrency })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  const doc = renderReceipt(
    template,
    {
      ...seller,
      issuedAt: new Date(),
      registerName: 'Kassa 1',
      controlUnitSerial: seller.country === 'SE' ? 'CU-000000' : null,
      staffName: null,
      tableCode: null,
      beeperNumber: null,
      logoUrl: (await logoOf(ctx.db, user.companyId, template.logoImageId))?.url ?? null,
    },
    sampleOrder(currency?.currency ?? 'SEK', seller.venueName),
  );
  return { orderId: null, orderNumber: null, receiptUrl: null, document: doc };
}

/** The receipt e-mail of an order the caller may read, rendered with the version it was issued with. */
export async function orderReceiptEmail(ctx: Ctx, companyId: string, orderId: string, to: string) {
  const { doc, order, paid } = await renderOrder(ctx.db, companyId, orderId);
  const url = paid ? digitalReceiptUrl(ctx.config, orderId) : null;
  return receiptEmail(to, doc, order, ctx.config.publicUrl, url);
}

/**
 * The configuration feed's receipt templates (kind 'receiptTemplate'): the company's (venueId
 * null) and the venue's active override, each with its own fields (null: as the company's) and
 * current version. A till prints with the override merged over the company's and records that
 * version on the order; a reset override leaves the feed as a deleted id.
 */
export async function loadReceiptTemplates(
  db: DbOrTx,
  s: { companyId: string; venueId: string },
  ids: string[] | null,
) {
  const { company, venue } = await templateRows(db, s.companyId, s.venueId);
  const rows = [company, venue].filter(
    (r): r is TemplateRow => r !== undefined && (!ids || ids.includes(r.id)),
  );
  return Promise.all(
    rows.map(async (row) => {
      const version = await latestVersion(db, row.id);
      return {
        id: row.id,
        venueId: row.venueId,
        versionId: version?.id ?? null,
        version: version?.version ?? 0,
        ...fieldsOf(row),
      };
    }),
  );
}
