import { hasScope, type Scope } from '@fika/domain';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../platform/db/client.ts';
import { type ActionResult, ok } from './builder.ts';
import type { Ctx, UserPrincipal } from './context.ts';
import { AppError, forbidden, notFound } from './errors.ts';
import { requireUser } from './guards.ts';

/** How many things of one kind depend on a node (e.g. 3 MENU_ENTRIES). */
export interface Dependent {
  kind: string;
  count: number;
  /** Who they are, where the user needs names to act (the staff on an access level); may be fewer than `count`. */
  names?: string[];
}

/** One kind of entity deleteNode can remove; the module that owns the entity exports it. */
export interface DeletableKind {
  kind: NodeKind;
  /** The scope a user needs to delete it. */
  scope: Scope;
  /**
   * Locks and reports whether `id` is a live entity of this kind that `user` may see: another
   * company's, or one outside a venue-restricted user's venues, is false (NOT_FOUND). May refuse
   * itself (FORBIDDEN, CONFLICT) one the user sees but may not delete.
   */
  lock(tx: Tx, user: UserPrincipal, id: string): Promise<boolean>;
  /** What depends on it, as `user` may count it; kinds with a count of 0 may be left out. */
  dependents(tx: Tx, user: UserPrincipal, id: string): Promise<Dependent[]>;
  /** Removes what depends on it, then the entity itself (soft delete where the table has `deleted`). */
  remove(tx: Tx, companyId: string, id: string): Promise<void>;
}

/** CONFLICT: something depends on the node; `dependents` says what and how many. */
export class DependentsConflict extends AppError {
  constructor(readonly dependents: Dependent[]) {
    super(
      'CONFLICT',
      'errors.hasDependents',
      `Other things depend on this: ${dependents.map((d) => `${d.count} ${d.kind}`).join(', ')}.`,
    );
  }
}

/**
 * Every kind of node deleteNode accepts. Each module that owns one exports its handler, and the
 * composition root registers them all in one list (app/deletions.ts); a test checks that every kind
 * here has exactly one handler.
 */
export const NODE_KINDS = [
  'ITEM',
  'CATEGORY',
  'COURSE_TYPE',
  'MODIFICATION_GROUP',
  'MODIFICATION',
  'UPSELL',
  'STATION',
  'MENU',
  'COMPETITION',
  'STAFF',
  'ACCESS_LEVEL',
  'FLOOR_PLAN',
  'TABLE',
  'OFFER',
  'IMAGE',
  'PROMO_CODE',
  'STAMP_CARD',
] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

let kinds: readonly DeletableKind[] = [];

/** Sets the handlers deleteNode uses: called once, by the composition root, with every module's. */
export function registerDeletables(handlers: readonly DeletableKind[]): void {
  const seen = new Set<string>();
  for (const handler of handlers) {
    if (seen.has(handler.kind)) throw new Error(`two deletion handlers for ${handler.kind}`);
    seen.add(handler.kind);
  }
  kinds = handlers;
}

/** The registered handlers' kinds, in the order deleteNode tries them (for the registry's test). */
export function registeredNodeKinds(): string[] {
  return kinds.map((k) => k.kind);
}

async function kindOf(tx: Tx, user: UserPrincipal, id: string): Promise<DeletableKind> {
  for (const kind of kinds) if (await kind.lock(tx, user, id)) return kind;
  throw notFound('Node');
}

function checkScope(user: UserPrincipal, kind: DeletableKind): void {
  if (!hasScope(user.permissions, kind.scope)) throw forbidden();
}

const nonZero = (list: Dependent[]) => list.filter((d) => d.count > 0);

/** What depends on a node of the caller's company, for the delete confirmation. */
export async function nodeDependents(ctx: Ctx, id: string): Promise<Dependent[]> {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const kind = await kindOf(tx, user, id);
    checkScope(user, kind);
    return nonZero(await kind.dependents(tx, user, id));
  });
}

/**
 * deleteNode (§7): deletes an item, category, course type or another registered kind. When
 * something depends on it, refuses with CONFLICT naming what, unless `force`: then those links go
 * in the same transaction.
 */
export async function deleteNode(ctx: Ctx, id: string, force: boolean): Promise<ActionResult> {
  const user = requireUser(ctx);
  await ctx.db.transaction(async (tx) => {
    const kind = await kindOf(tx, user, id);
    checkScope(user, kind);
    const dependents = nonZero(await kind.dependents(tx, user, id));
    if (dependents.length > 0 && !force) throw new DependentsConflict(dependents);
    await kind.remove(tx, user.companyId, id);
  });
  return ok();
}

/** Locks a live (not soft-deleted) row of the company for the deletion; false when there is none. */
export async function lockLiveRow(
  tx: Tx,
  table: PgTable & { id: AnyPgColumn; companyId: AnyPgColumn; deleted: AnyPgColumn },
  companyId: string,
  id: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id), eq(table.deleted, false)))
    .for('update');
  return rows.length > 0;
}
