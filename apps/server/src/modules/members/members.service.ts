// Members (issue #15 point 5): guests who joined a company's loyalty programme. Their data is
// personal data: every operation here needs the ORDERS scope (the one that shows guests' orders),
// and a member can be exported (everything held about them) and deleted (their orders keep their
// sums, not the member or the contact details given on them).
import {
  assignMembershipSchema,
  isVenueRestricted,
  LOYALTY_MESSAGE_KEYS,
  pointsChangeSchema,
} from '@fika/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, notFound } from '../../kernel/errors.ts';
import { requireScope } from '../../kernel/guards.ts';
import { scoped } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  auditEntries,
  memberCodes,
  memberPoints,
  memberStamps,
  members,
  membershipLevels,
  orders,
  promoRedemptions,
  stampCards,
  venues,
} from '../../platform/db/schema/index.ts';
import { applyPointsChange } from './points.ts';

export type MemberRow = Omit<typeof members.$inferSelect, 'search'>;

export interface MemberFilter {
  search?: string | null;
  membershipLevelId?: string | null;
}

export interface MemberPage {
  nodes: MemberRow[];
  hasNextPage: boolean;
  endCursor: string | null;
  /** Counts the whole filter's members; run only when asked for. */
  totalCount: () => Promise<number>;
}

export interface MemberPointsEntry {
  id: string;
  kind: string;
  amount: number;
  balanceAfter: number;
  reason: string | null;
  orderId: string | null;
  actorName: string | null;
  at: Date;
}

export interface MemberStampCardView {
  stampCardId: string;
  name: string;
  stamps: number;
  stampsRequired: number;
  rewardsAvailable: number;
  rewardsEarned: number;
  lastStampAt: Date | null;
}

export interface MemberOrderView {
  id: string;
  orderNumber: number;
  venueId: string;
  venueName: string;
  channel: string;
  status: string;
  currency: string;
  totalAmount: number;
  refundedAmount: number;
  placedAt: Date;
}

const MAX_PAGE = 200;
const DEFAULT_PAGE = 50;
const MAX_SEARCH = 200;
/** History rows and orders the detail shows (the export has them all). */
const DETAIL_ROWS = 50;

const MEMBER_COLUMNS = {
  id: members.id,
  companyId: members.companyId,
  email: members.email,
  name: members.name,
  phone: members.phone,
  membershipLevelId: members.membershipLevelId,
  points: members.points,
  orderCount: members.orderCount,
  lastOrderAt: members.lastOrderAt,
  joinedAt: members.joinedAt,
};

/** The member-data scope: ORDERS (§6 has none for loyalty; guests' personal data sits with orders). */
function memberUser(ctx: Ctx): UserPrincipal {
  return requireScope(ctx, 'ORDERS');
}

// Newest first; the cursor is the last row's (joined_at, id).
const encodeCursor = (joinedAt: Date, id: string) =>
  Buffer.from(JSON.stringify([joinedAt.toISOString(), id])).toString('base64url');

function decodeCursor(cursor: string): { joinedAt: Date; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      const joinedAt = new Date(value[0] as string);
      const id = value[1] as string;
      if (!Number.isNaN(joinedAt.getTime()) && id.length > 0 && id.length <= 64 && !id.includes('\u0000')) {
        return { joinedAt, id };
      }
    }
  } catch {
    // Falls through to the field error.
  }
  throw badInput([{ field: 'after', message: 'validation.invalid' }]);
}

function pageSize(first: number | null | undefined): number {
  if (first == null) return DEFAULT_PAGE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    throw badInput([{ field: 'first', message: 'validation.invalid' }]);
  }
  return first;
}

/**
 * The search: each word typed must occur in the member's `search` text (lower name, e-mail and
 * phone). The trigram index (members_search_trgm_idx) answers words of three characters or more.
 */
function filterConditions(companyId: string, filter: MemberFilter): SQL[] {
  const where: SQL[] = [scoped(members, companyId)];
  const search = filter.search?.trim().toLowerCase() ?? '';
  if (search.length > MAX_SEARCH || search.includes('\u0000')) {
    throw badInput([{ field: 'search', message: 'validation.invalid' }]);
  }
  for (const word of search.split(/\s+/).filter(Boolean).slice(0, 5)) {
    where.push(sql`${members.search} like ${likePattern(word)}`);
  }
  const levelId = filter.membershipLevelId?.trim();
  if (levelId) {
    if (levelId.length > 64) throw badInput([{ field: 'membershipLevelId', message: 'validation.invalid' }]);
    where.push(eq(members.membershipLevelId, levelId));
  }
  return where;
}

/** members(filter, first, after) (ORDERS): newest first, a page (≤ 200, default 50) at a time. */
export async function listMembers(
  ctx: Ctx,
  input: { filter?: MemberFilter | null; first?: number | null; after?: string | null },
): Promise<MemberPage> {
  const { companyId } = memberUser(ctx);
  const limit = pageSize(input.first);
  const where = filterConditions(companyId, input.filter ?? {});
  const after = input.after ? decodeCursor(input.after) : null;
  const page = after
    ? sql`(${members.joinedAt}, ${members.id}) < (${after.joinedAt.toISOString()}::timestamptz, ${after.id})`
    : undefined;
  const rows = await ctx.db
    .select(MEMBER_COLUMNS)
    .from(members)
    .where(and(...where, page))
    .orderBy(desc(members.joinedAt), desc(members.id))
    .limit(limit + 1);
  const hasNextPage = rows.length > limit;
  const nodes = rows.slice(0, limit);
  const last = nodes.at(-1);
  return {
    nodes,
    hasNextPage,
    endCursor: last ? encodeCursor(last.joinedAt, last.id) : null,
    totalCount: async () => {
      const [row] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
        .where(and(...where));
      return row?.n ?? 0;
    },
  };
}

async function memberRow(db: DbOrTx, companyId: string, id: string): Promise<MemberRow> {
  const [row] = await db
    .select(MEMBER_COLUMNS)
    .from(members)
    .where(and(scoped(members, companyId), eq(members.id, id)));
  if (!row) throw notFound('Member');
  return row;
}

function pointsHistory(db: DbOrTx, companyId: string, memberId: string, limit?: number) {
  const query = db
    .select({
      id: memberPoints.id,
      kind: memberPoints.kind,
      amount: memberPoints.amount,
      balanceAfter: memberPoints.balanceAfter,
      reason: memberPoints.reason,
      orderId: memberPoints.orderId,
      actorName: memberPoints.actorName,
      at: memberPoints.at,
    })
    .from(memberPoints)
    .where(and(scoped(memberPoints, companyId), eq(memberPoints.memberId, memberId)))
    .orderBy(desc(memberPoints.at), desc(memberPoints.id));
  return limit ? query.limit(limit) : query;
}

function memberStampCards(db: DbOrTx, companyId: string, memberId: string): Promise<MemberStampCardView[]> {
  return db
    .select({
      stampCardId: memberStamps.stampCardId,
      name: stampCards.name,
      stamps: memberStamps.stamps,
      stampsRequired: stampCards.stampsRequired,
      rewardsAvailable: memberStamps.rewardsAvailable,
      rewardsEarned: memberStamps.rewardsEarned,
      lastStampAt: memberStamps.lastStampAt,
    })
    .from(memberStamps)
    .innerJoin(
      stampCards,
      and(eq(stampCards.companyId, memberStamps.companyId), eq(stampCards.id, memberStamps.stampCardId)),
    )
    .where(and(scoped(memberStamps, companyId), eq(memberStamps.memberId, memberId)))
    .orderBy(asc(stampCards.name));
}

/** The member's orders; a venue-restricted user sees those of their venues only. */
function memberOrders(db: DbOrTx, user: UserPrincipal, memberId: string, limit?: number) {
  const restricted = isVenueRestricted(user.permissions);
  const query = db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      venueId: orders.venueId,
      venueName: venues.name,
      channel: orders.channel,
      status: orders.status,
      currency: orders.currency,
      totalAmount: orders.totalAmount,
      refundedAmount: orders.refundedAmount,
      placedAt: orders.placedAt,
      serviceType: orders.serviceType,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      pickupAt: orders.pickupAt,
    })
    .from(orders)
    .innerJoin(venues, and(eq(venues.companyId, orders.companyId), eq(venues.id, orders.venueId)))
    .where(
      and(
        scoped(orders, user),
        eq(orders.memberId, memberId),
        restricted ? inArray(orders.venueId, [...user.permissions.venueIds]) : undefined,
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.id));
  return limit ? query.limit(limit) : query;
}

/** member(id) (ORDERS); its history, stamp cards and orders load when asked for (below). */
export async function getMember(ctx: Ctx, id: string): Promise<MemberRow> {
  const user = memberUser(ctx);
  return memberRow(ctx.db, user.companyId, id);
}

/** The member's latest points changes, newest first. */
export function memberPointsHistory(ctx: Ctx, member: MemberRow): Promise<MemberPointsEntry[]> {
  const user = memberUser(ctx);
  return pointsHistory(ctx.db, user.companyId, member.id, DETAIL_ROWS);
}

/** The member's progress on each stamp card. */
export function memberStampCardsOf(ctx: Ctx, member: MemberRow): Promise<MemberStampCardView[]> {
  const user = memberUser(ctx);
  return memberStampCards(ctx.db, user.companyId, member.id);
}

/** The member's latest orders at the venues the caller sees. */
export function memberRecentOrders(ctx: Ctx, member: MemberRow): Promise<MemberOrderView[]> {
  return memberOrders(ctx.db, memberUser(ctx), member.id, DETAIL_ROWS);
}

/** assignMembership(userId = member id, membershipLevelId) (§7, ORDERS). */
export async function assignMembership(ctx: Ctx, memberId: string, raw: unknown): Promise<MemberRow> {
  const { companyId } = memberUser(ctx);
  const { membershipLevelId } = parseInput(assignMembershipSchema, raw);
  await ctx.db.transaction(async (tx) => {
    await memberRow(tx, companyId, memberId);
    // FOR SHARE: a level being deleted at the same moment waits, then moves this member too.
    const [level] = await tx
      .select({ id: membershipLevels.id })
      .from(membershipLevels)
      .where(and(scoped(membershipLevels, companyId), eq(membershipLevels.id, membershipLevelId)))
      .for('share');
    if (!level) throw badInput([{ field: 'membershipLevelId', message: LOYALTY_MESSAGE_KEYS.level }]);
    await tx
      .update(members)
      .set({ membershipLevelId })
      .where(and(scoped(members, companyId), eq(members.id, memberId)));
  });
  return getMember(ctx, memberId);
}

/**
 * assignMembershipPoints(easyId = member id, amount, reason) (§7, ORDERS): a manual change with a
 * reason, kept in the history with who made it; refused when the balance would go below zero.
 */
export async function assignMembershipPoints(ctx: Ctx, memberId: string, raw: unknown): Promise<MemberRow> {
  const user = memberUser(ctx);
  const { amount, reason } = parseInput(pointsChangeSchema, raw);
  await ctx.db.transaction((tx) =>
    applyPointsChange(tx, {
      companyId: user.companyId,
      memberId,
      amount,
      kind: 'MANUAL',
      reason,
      userId: user.userId,
      actorName: user.profile.name || user.profile.username,
    }),
  );
  return getMember(ctx, memberId);
}

/**
 * exportMemberData(id) (ORDERS): everything held about the member — the member row, the level,
 * the whole points history, stamp cards, promo code redemptions and every order placed as the
 * member (with the contact details given on it) — as a JSON document to hand to the guest.
 */
export async function exportMemberData(ctx: Ctx, id: string): Promise<string> {
  const user = memberUser(ctx);
  const row = await memberRow(ctx.db, user.companyId, id);
  // The export is for the guest: every order counts, whatever venues the exporting user manages.
  const everyVenue: UserPrincipal = {
    ...user,
    permissions: { ...user.permissions, venueIds: [] } as UserPrincipal['permissions'],
  };
  const [level, history, stamps, allOrders, redemptions] = await Promise.all([
    row.membershipLevelId
      ? ctx.db
          .select({ id: membershipLevels.id, title: membershipLevels.title })
          .from(membershipLevels)
          .where(
            and(scoped(membershipLevels, user.companyId), eq(membershipLevels.id, row.membershipLevelId)),
          )
      : Promise.resolve([]),
    pointsHistory(ctx.db, user.companyId, id),
    memberStampCards(ctx.db, user.companyId, id),
    memberOrders(ctx.db, isVenueRestricted(user.permissions) ? everyVenue : user, id),
    ctx.db
      .select({
        promoCodeId: promoRedemptions.promoCodeId,
        orderId: promoRedemptions.orderId,
        at: promoRedemptions.at,
      })
      .from(promoRedemptions)
      .where(and(scoped(promoRedemptions, user.companyId), eq(promoRedemptions.memberId, id))),
  ]);
  const { companyId: _company, ...member } = row;
  return JSON.stringify(
    {
      exportedAt: new Date().toISOString(),
      member,
      membershipLevel: level[0] ?? null,
      pointsHistory: history,
      stampCards: stamps,
      promoCodeRedemptions: redemptions,
      orders: allOrders,
    },
    null,
    2,
  );
}

/**
 * deleteMember(id) (ORDERS): a data-subject request. The member row goes with their points history,
 * stamps and sign-in codes; their orders stay (sales and reports keep their sums) without the
 * member and without the name, e-mail and phone given on them. The erasure itself is kept out of
 * the audit journal (it would copy the personal data into it); one journal entry records who
 * deleted a member, naming no one.
 */
export async function deleteMember(ctx: Ctx, id: string): Promise<void> {
  const user = memberUser(ctx);
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(and(scoped(members, user.companyId), eq(members.id, id)))
      .for('update');
    if (!locked) throw notFound('Member');
    const [setting] = await tx
      .select({ value: sql<string | null>`current_setting('fika.audit', true)` })
      .from(sql`(select 1) as one`);
    await tx.execute(sql`select set_config('fika.audit', '', true)`);
    await tx
      .update(orders)
      .set({ memberId: null, customerEmail: null, customerName: null, customerPhone: null })
      .where(and(scoped(orders, user.companyId), eq(orders.memberId, id)));
    await tx.delete(members).where(and(scoped(members, user.companyId), eq(members.id, id)));
    await tx
      .delete(memberCodes)
      .where(
        and(scoped(memberCodes, user.companyId), sql`lower(${memberCodes.email}) = lower(${locked.email})`),
      );
    await tx.execute(sql`select set_config('fika.audit', ${setting?.value ?? ''}, true)`);
    const actor = setting?.value ? (JSON.parse(setting.value) as Record<string, string | null>) : null;
    await tx.insert(auditEntries).values({
      companyId: user.companyId,
      actorKind: 'USER',
      userId: user.userId,
      actingAdminId: actor?.actingAdminId ?? null,
      operation: actor?.operation ?? 'mutation deleteMember',
      requestId: actor?.requestId ?? ctx.requestId,
      objectType: 'members',
      objectId: id,
      objectLabel: null,
      action: 'DELETE',
      before: null,
      after: null,
    });
  });
}
