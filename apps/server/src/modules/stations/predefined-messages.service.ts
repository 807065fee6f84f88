import { PREDEFINED_MESSAGE_TYPE, predefinedMessageSchema } from '@fika/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { notFound } from '../../kernel/errors.ts';
import { assertVenueAccess, requireScope } from '../../kernel/guards.ts';
import { live, scoped, venueScope } from '../../kernel/tenant.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { predefinedMessages } from '../../platform/db/schema/index.ts';

/** A predefined kitchen message of a venue (§3: message, type ITEM). */
export interface PredefinedMessageView {
  id: string;
  venueId: string;
  message: string;
  type: string;
}

const columns = {
  id: predefinedMessages.id,
  venueId: predefinedMessages.venueId,
  message: predefinedMessages.message,
  type: predefinedMessages.type,
};

async function messageOf(db: DbOrTx, user: UserPrincipal, id: string): Promise<PredefinedMessageView> {
  const [row] = await db
    .select(columns)
    .from(predefinedMessages)
    .where(and(live(predefinedMessages, user), eq(predefinedMessages.id, id)));
  if (!row) throw notFound('Predefined message');
  assertVenueAccess(user, row.venueId);
  return row;
}

/** A venue's predefined messages, oldest first (SETTINGS; a venue the caller may see). */
export async function listPredefinedMessages(ctx: Ctx, venueId: string): Promise<PredefinedMessageView[]> {
  const user = requireScope(ctx, 'SETTINGS');
  await venueScope(ctx.db, user, venueId);
  return ctx.db
    .select(columns)
    .from(predefinedMessages)
    .where(and(live(predefinedMessages, user), eq(predefinedMessages.venueId, venueId)))
    .orderBy(asc(predefinedMessages.createdAt), asc(predefinedMessages.id));
}

/** createPredefinedMessage: a message of type ITEM for a venue the caller may see. */
export async function createPredefinedMessage(
  ctx: Ctx,
  venueId: string,
  raw: unknown,
): Promise<PredefinedMessageView> {
  const user = requireScope(ctx, 'SETTINGS');
  await venueScope(ctx.db, user, venueId);
  const input = parseInput(predefinedMessageSchema, raw);
  const [row] = await ctx.db
    .insert(predefinedMessages)
    .values({
      id: newId(),
      companyId: user.companyId,
      venueId,
      message: input.message,
      type: PREDEFINED_MESSAGE_TYPE,
    })
    .returning(columns);
  if (!row) throw notFound('Predefined message');
  return row;
}

/** updatePredefinedMessage: new text for a message of a venue the caller may see. */
export async function updatePredefinedMessage(
  ctx: Ctx,
  id: string,
  raw: unknown,
): Promise<PredefinedMessageView> {
  const user = requireScope(ctx, 'SETTINGS');
  await messageOf(ctx.db, user, id);
  const input = parseInput(predefinedMessageSchema, raw);
  const [row] = await ctx.db
    .update(predefinedMessages)
    .set({ message: input.message })
    .where(and(scoped(predefinedMessages, user), eq(predefinedMessages.id, id)))
    .returning(columns);
  if (!row) throw notFound('Predefined message');
  return row;
}

/** deletePredefinedMessage: nothing depends on a message, so it goes at once (soft-deleted). */
export async function deletePredefinedMessage(ctx: Ctx, id: string): Promise<void> {
  const user = requireScope(ctx, 'SETTINGS');
  await messageOf(ctx.db, user, id);
  await ctx.db
    .update(predefinedMessages)
    .set({ deleted: true })
    .where(and(scoped(predefinedMessages, user), eq(predefinedMessages.id, id)));
}
