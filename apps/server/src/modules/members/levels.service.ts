// Membership levels (§3, issue #15 point 6): titles and descriptions in four languages, a discount,
// the points at which members reach the level, colours, an image and exactly one default — the
// level new members start at. The first level a company makes is the default; making another the
// default unsets the old one in the same transaction; the default cannot be deleted while it is
// the default, and deleting a level moves its members to the default.
import { LOYALTY_MESSAGE_KEYS, type MembershipLevelValues, membershipLevelSchema } from '@fika/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { AppError, badInput, notFound } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { scoped } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { images, members, membershipLevels, promoCodes } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

const KEYS = LOYALTY_MESSAGE_KEYS;

export type MembershipLevelRow = typeof membershipLevels.$inferSelect;

export interface MembershipLevelView extends MembershipLevelRow {
  memberCount: number;
}

/** A company user (online ordering has no scope of its own, §6). */
function levelUser(ctx: Ctx): UserPrincipal {
  return requireUser(ctx);
}

async function levelsWhere(db: DbOrTx, companyId: string, id?: string): Promise<MembershipLevelView[]> {
  return db
    .select({
      id: membershipLevels.id,
      companyId: membershipLevels.companyId,
      title: membershipLevels.title,
      description: membershipLevels.description,
      discountPercentage: membershipLevels.discountPercentage,
      pointsRequired: membershipLevels.pointsRequired,
      primaryColor: membershipLevels.primaryColor,
      secondaryColor: membershipLevels.secondaryColor,
      imageId: membershipLevels.imageId,
      isDefault: membershipLevels.isDefault,
      createdAt: membershipLevels.createdAt,
      updatedAt: membershipLevels.updatedAt,
      memberCount: sql<number>`(select count(*)::int from ${members} m
        where m.company_id = ${membershipLevels.companyId} and m.membership_level_id = ${membershipLevels.id})`,
    })
    .from(membershipLevels)
    .where(and(scoped(membershipLevels, companyId), id ? eq(membershipLevels.id, id) : undefined))
    .orderBy(asc(membershipLevels.pointsRequired), asc(membershipLevels.id));
}

/** membershipLevels: the company's levels, by the points they need. */
export async function listMembershipLevels(ctx: Ctx): Promise<MembershipLevelView[]> {
  return levelsWhere(ctx.db, levelUser(ctx).companyId);
}

/** membershipLevel(id), or NOT_FOUND (another company's id reads the same). */
export async function getMembershipLevel(ctx: Ctx, id: string): Promise<MembershipLevelView> {
  const [level] = await levelsWhere(ctx.db, levelUser(ctx).companyId, id);
  if (!level) throw notFound('MembershipLevel');
  return level;
}

/** The company's default level id (new members start there), or null before any level exists. */
export async function defaultLevelId(db: DbOrTx, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: membershipLevels.id })
    .from(membershipLevels)
    .where(and(scoped(membershipLevels, companyId), eq(membershipLevels.isDefault, true)));
  return row?.id ?? null;
}

// Every level write takes this lock first, so "exactly one default" and "the first level is the
// default" hold when two users save at the same moment.
async function lockCompanyLevels(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('membership_levels'), hashtext(${companyId}))`);
}

async function assertImage(tx: Tx, companyId: string, imageId: string | null): Promise<void> {
  if (!imageId) return;
  const [image] = await tx
    .select({ id: images.id })
    .from(images)
    .where(and(scoped(images, companyId), eq(images.id, imageId)));
  if (!image) throw badInput([{ field: 'imageId', message: 'validation.invalid' }]);
}

async function assertPointsFree(tx: Tx, companyId: string, points: number, id: string | null) {
  const [taken] = await tx
    .select({ id: membershipLevels.id })
    .from(membershipLevels)
    .where(
      and(
        scoped(membershipLevels, companyId),
        eq(membershipLevels.pointsRequired, points),
        id ? ne(membershipLevels.id, id) : undefined,
      ),
    );
  if (taken) throw badInput([{ field: 'pointsRequired', message: KEYS.pointsTaken }]);
}

/**
 * createMembershipLevel / updateMembershipLevel. The first level is the default whatever the
 * input says; `isDefault: true` moves the default here; `isDefault: false` on the default is
 * refused (another level has to become the default instead, so there is always exactly one).
 */
export async function saveMembershipLevel(
  ctx: Ctx,
  id: string | null,
  raw: unknown,
): Promise<MembershipLevelView> {
  const { companyId } = levelUser(ctx);
  const input: MembershipLevelValues = parseInput(membershipLevelSchema, raw);
  const savedId = await ctx.db
    .transaction(async (tx) => {
      await lockCompanyLevels(tx, companyId);
      const current = id
        ? (
            await tx
              .select()
              .from(membershipLevels)
              .where(and(scoped(membershipLevels, companyId), eq(membershipLevels.id, id)))
          )[0]
        : undefined;
      if (id && !current) throw notFound('MembershipLevel');
      await assertImage(tx, companyId, input.imageId);
      await assertPointsFree(tx, companyId, input.pointsRequired, id);
      const existing = await defaultLevelId(tx, companyId);
      let isDefault = input.isDefault || existing === null || existing === id;
      if (current?.isDefault && !input.isDefault) {
        throw badInput([{ field: 'isDefault', message: KEYS.defaultLevel }]);
      }
      if (!existing) isDefault = true;
      if (isDefault && existing && existing !== id) {
        await tx
          .update(membershipLevels)
          .set({ isDefault: false, updatedAt: new Date() })
          .where(and(scoped(membershipLevels, companyId), eq(membershipLevels.id, existing)));
      }
      const values = {
        title: input.title,
        description: input.description,
        discountPercentage: input.discountPercentage,
        pointsRequired: input.pointsRequired,
        primaryColor: input.primaryColor,
        secondaryColor: input.secondaryColor,
        imageId: input.imageId,
        isDefault,
      };
      if (id) {
        await tx
          .update(membershipLevels)
          .set({ ...values, updatedAt: new Date() })
          .where(and(scoped(membershipLevels, companyId), eq(membershipLevels.id, id)));
        return id;
      }
      const newLevelId = newId();
      await tx.insert(membershipLevels).values({ id: newLevelId, companyId, ...values });
      // Members without a level (joined before any level existed) start at the first default.
      if (!existing) {
        await tx
          .update(members)
          .set({ membershipLevelId: newLevelId })
          .where(and(scoped(members, companyId), sql`${members.membershipLevelId} is null`));
      }
      return newLevelId;
    })
    .catch((error: unknown) => {
      // The lock serialises saves; a unique violation is still possible from a write outside it.
      if (isUniqueViolation(error)) {
        throw badInput([{ field: 'pointsRequired', message: KEYS.pointsTaken }]);
      }
      throw error;
    });
  const [level] = await levelsWhere(ctx.db, companyId, savedId);
  if (!level) throw notFound('MembershipLevel');
  return level;
}

/**
 * deleteMembershipLevel: refused (CONFLICT, errors.defaultLevel) for the default level; members
 * on the level move to the default; promo codes granting it are refused by their foreign key, so
 * they are reported as a CONFLICT too.
 */
export async function deleteMembershipLevel(ctx: Ctx, id: string): Promise<{ movedMembers: number }> {
  const { companyId } = levelUser(ctx);
  return ctx.db.transaction(async (tx) => {
    await lockCompanyLevels(tx, companyId);
    const [level] = await tx
      .select()
      .from(membershipLevels)
      .where(and(scoped(membershipLevels, companyId), eq(membershipLevels.id, id)));
    if (!level) throw notFound('MembershipLevel');
    if (level.isDefault) {
      throw new AppError(
        'CONFLICT',
        'errors.defaultLevel',
        'The default level cannot be deleted. Make another level the default first.',
      );
    }
    const target = await defaultLevelId(tx, companyId);
    const moved = await tx
      .update(members)
      .set({ membershipLevelId: target })
      .where(and(scoped(members, companyId), eq(members.membershipLevelId, id)))
      .returning({ id: members.id });
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(promoCodes)
      .where(and(scoped(promoCodes, companyId), eq(promoCodes.membershipLevelId, id)));
    const count = used?.n ?? 0;
    if (count > 0) {
      throw new AppError(
        'CONFLICT',
        'errors.levelInUse',
        `${count} promo codes grant this level. Change them first.`,
      );
    }
    await tx
      .delete(membershipLevels)
      .where(and(scoped(membershipLevels, companyId), eq(membershipLevels.id, id)));
    return { movedMembers: moved.length };
  });
}
