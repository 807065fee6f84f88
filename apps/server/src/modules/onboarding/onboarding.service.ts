// Onboarding (§3, §7 addOnboardingEvent, issue #17 [1, 2]): the steps a company has done, from the
// recorded events and from what really exists, and the setup path's own forms (the account and
// the company information).
import {
  type CompanyInformation,
  type CountryCode,
  isCompanyInformationFilled,
  isCountryCode,
  isOnboardingStep,
  type OnboardingFacts,
  type OnboardingStep,
  type OnboardingStepState,
  onboardingAccountSchema,
  onboardingInformationSchema,
  onboardingProgress,
} from '@fika/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { toCompanyView } from '../../kernel/company-view.ts';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, forbidden, notFound } from '../../kernel/errors.ts';
import { requireScope, requireUser } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  categories,
  companies,
  courseTypes,
  floorPlans,
  items,
  layouts,
  locations,
  onboardingEvents,
  orders,
  staff,
  stations,
  terminals,
  venues,
} from '../../platform/db/schema/index.ts';

/**
 * Records that `companyId` did `step` (once: a repeat, or a burst of them, leaves the first row).
 * Terminal order intake writes FIRST_SALE the same way inside its numbered-order statement (orders/record.ts).
 */
export async function recordOnboardingStep(
  db: DbOrTx,
  companyId: string,
  step: OnboardingStep,
  userId: string | null = null,
): Promise<void> {
  await db
    .insert(onboardingEvents)
    .values({ id: newId(), companyId, name: step, userId })
    .onConflictDoNothing({ target: [onboardingEvents.companyId, onboardingEvents.name] });
}

/** addOnboardingEvent (§7): a user of the company records a step; another company's id is NOT_FOUND. */
export async function addOnboardingEvent(ctx: Ctx, name: string, companyId: string): Promise<void> {
  const user = requireUser(ctx);
  if (companyId !== user.companyId) throw notFound('Company');
  if (!isOnboardingStep(name)) throw badInput([{ field: 'name', message: 'onboarding.errors.unknownStep' }]);
  await recordOnboardingStep(ctx.db, user.companyId, name, user.userId);
}

/** The company's legal name and organisation number, and the address of its first venue. */
export async function companyInformation(db: DbOrTx, companyId: string): Promise<CompanyInformation> {
  const [row] = await db
    .select({
      legalName: companies.legalName,
      organizationNumber: companies.organizationNumber,
      street: locations.street,
      zip: locations.zip,
      city: locations.city,
    })
    .from(companies)
    .leftJoin(
      locations,
      eq(
        locations.venueId,
        sql`(select ${venues.id} from ${venues} where ${venues.companyId} = ${companies.id} and ${venues.deleted} = false order by ${venues.createdAt}, ${venues.id} limit 1)`,
      ),
    )
    .where(eq(companies.id, companyId));
  if (!row) throw notFound('Company');
  return row;
}

// One round trip: whether each kind of thing exists (a count of 0 or 1 is all a step needs).
async function onboardingFacts(db: DbOrTx, user: UserPrincipal): Promise<OnboardingFacts> {
  const id = user.companyId;
  const one = (table: { companyId: unknown }, where: ReturnType<typeof sql>) =>
    sql<number>`(select count(*)::int from (select 1 from ${table} where ${where} limit 1) as x)`;
  const [row] = await db
    .select({
      categories: one(categories, sql`${categories.companyId} = ${id} and ${categories.deleted} = false`),
      courseTypes: one(courseTypes, sql`${courseTypes.companyId} = ${id} and ${courseTypes.deleted} = false`),
      products: one(items, sql`${items.companyId} = ${id} and ${items.deleted} = false`),
      devices: one(terminals, sql`${terminals.companyId} = ${id} and ${terminals.revokedAt} is null`),
      floorPlans: one(floorPlans, sql`${floorPlans.companyId} = ${id} and ${floorPlans.deleted} = false`),
      posLayouts: one(layouts, sql`${layouts.companyId} = ${id} and ${layouts.deleted} = false`),
      staff: one(staff, sql`${staff.companyId} = ${id} and ${staff.deleted} = false`),
      stations: one(stations, sql`${stations.companyId} = ${id}`),
      orders: one(orders, sql`${orders.companyId} = ${id}`),
    })
    .from(companies)
    .where(eq(companies.id, id));
  if (!row) throw notFound('Company');
  const country = user.company.country;
  const info = await companyInformation(db, id);
  const filled = isCountryCode(country) && isCompanyInformationFilled(country, info);
  return { ...row, companyInformationFilled: filled };
}

/** The onboarding query's answer. */
export interface OnboardingView {
  steps: OnboardingStepState[];
  done: number;
  total: number;
  complete: boolean;
}

/** onboarding: every §3 step done or not, for the caller's company. */
export async function onboarding(ctx: Ctx): Promise<OnboardingView> {
  const user = requireUser(ctx);
  const [events, facts] = await Promise.all([
    ctx.db
      .select({ name: onboardingEvents.name })
      .from(onboardingEvents)
      .where(eq(onboardingEvents.companyId, user.companyId)),
    onboardingFacts(ctx.db, user),
  ]);
  return onboardingProgress(
    events.map((e) => e.name),
    facts,
  );
}

// The setup path changes the company itself: a venue-restricted administrator may not.
function requireCompanySettings(ctx: Ctx): UserPrincipal {
  const user = requireScope(ctx, 'SETTINGS');
  if (user.permissions.venueIds.length > 0) throw forbidden();
  return user;
}

/** What /onboarding/account edits. */
export interface OnboardingAccountView {
  storeType: string | null;
  defaultLanguage: string;
  timezone: string;
}

function accountView(row: typeof companies.$inferSelect): OnboardingAccountView {
  const { defaultLanguage, timezone } = toCompanyView(row);
  return { storeType: row.storeType, defaultLanguage, timezone };
}

/** onboardingAccount: the company's kind of business, language and time zone (SETTINGS). */
export async function getOnboardingAccount(ctx: Ctx): Promise<OnboardingAccountView> {
  const user = requireScope(ctx, 'SETTINGS');
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, user.companyId));
  if (!row) throw notFound('Company');
  return accountView(row);
}

/** /onboarding/account: the kind of business, the company's language and its time zone. */
export async function saveOnboardingAccount(ctx: Ctx, raw: unknown): Promise<OnboardingAccountView> {
  const user = requireCompanySettings(ctx);
  const input = parseInput(onboardingAccountSchema, raw);
  const [row] = await ctx.db
    .update(companies)
    .set({ storeType: input.storeType, defaultLanguage: input.defaultLanguage, timezone: input.timezone })
    .where(eq(companies.id, user.companyId))
    .returning();
  if (!row) throw notFound('Company');
  return accountView(row);
}

/**
 * /onboarding/information: legal name and organisation number (the company's country's rule) on
 * the company, the address on its first venue — created, named after the company, when it has
 * none yet, since the sales address a receipt prints is a venue's. Records FILLED_IN_COMPANY_INFORMATION.
 */
export async function saveCompanyInformation(ctx: Ctx, raw: unknown): Promise<CompanyInformation> {
  const user = requireCompanySettings(ctx);
  const country = user.company.country as CountryCode;
  const input = parseInput(onboardingInformationSchema, { ...(raw as object), country });
  const { companyId } = user;
  await ctx.db.transaction(async (tx) => {
    // The update locks the company's row, so two saves at once do not both create a first venue.
    await tx
      .update(companies)
      .set({ legalName: input.legalName, organizationNumber: input.organizationNumber })
      .where(eq(companies.id, companyId));
    const [first] = await tx
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.companyId, companyId), eq(venues.deleted, false)))
      .orderBy(asc(venues.createdAt), asc(venues.id))
      .limit(1);
    const venueId = first?.id ?? newId();
    if (!first) {
      await tx.insert(venues).values({
        id: venueId,
        companyId,
        name: user.company.name,
        timezone: user.company.timezone,
      });
    }
    const address = { street: input.street, zip: input.zip, city: input.city };
    await tx
      .insert(locations)
      .values({ id: newId(), companyId, venueId, name: user.company.name, ...address })
      .onConflictDoUpdate({ target: [locations.companyId, locations.venueId], set: address });
    await recordOnboardingStep(tx, companyId, 'FILLED_IN_COMPANY_INFORMATION', user.userId);
  });
  return companyInformation(ctx.db, companyId);
}

/** The company information form's current values (SETTINGS). */
export async function getCompanyInformation(ctx: Ctx): Promise<CompanyInformation> {
  const user = requireScope(ctx, 'SETTINGS');
  return companyInformation(ctx.db, user.companyId);
}
