// What's new (#17 item 9): entries in the seven languages, published to every user of the product,
// and what each user has read. Entries are the product's, not a company's: only an organisation
// administrator (the people who run Fika's customers' organisations and the product) may add one.
import {
  CHANGELOG_PAGE_SIZE,
  changelogEntrySchema,
  changelogText,
  isChangelogUnread,
  isUiLanguage,
} from '@fika/domain';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Ctx, Principal } from '../../kernel/context.ts';
import { unauthenticated } from '../../kernel/errors.ts';
import { requireOrgAdmin } from '../../kernel/guards.ts';
import { parseInput } from '../../kernel/validate.ts';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { changelogEntries, changelogReads } from '../../platform/db/schema/index.ts';

/** One entry as the panel shows it, in the reader's language. */
export interface ChangelogEntryView {
  id: string;
  title: string;
  body: string;
  link: string | null;
  publishedAt: Date;
  unread: boolean;
}

// Company users and organisation administrators alike read What's new.
function reader(ctx: Ctx): Principal {
  if (!ctx.principal) throw unauthenticated();
  return ctx.principal;
}

async function lastReadAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: changelogReads.lastReadAt })
    .from(changelogReads)
    .where(eq(changelogReads.userId, userId));
  return row?.at ?? null;
}

/** The newest entries (published by now) in `language` (else English), each marked read or unread. */
export async function listChangelog(
  ctx: Ctx,
  language: string | null | undefined,
): Promise<ChangelogEntryView[]> {
  const { userId } = reader(ctx);
  const lang = language && isUiLanguage(language) ? language : 'en';
  const [readAt, rows] = await Promise.all([
    lastReadAt(ctx.db, userId),
    ctx.db
      .select()
      .from(changelogEntries)
      .where(lte(changelogEntries.publishedAt, new Date()))
      .orderBy(desc(changelogEntries.publishedAt), desc(changelogEntries.id))
      .limit(CHANGELOG_PAGE_SIZE),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: changelogText(row.title, lang),
    body: changelogText(row.body, lang),
    link: row.link,
    publishedAt: row.publishedAt,
    unread: isChangelogUnread(row.publishedAt, readAt),
  }));
}

/** Whether an entry was published (by now) since the user last opened the panel: the top bar's dot. */
export async function hasUnreadChangelog(db: DbOrTx, userId: string): Promise<boolean> {
  const readAt = await lastReadAt(db, userId);
  const now = new Date();
  const [row] = await db
    .select({ id: changelogEntries.id })
    .from(changelogEntries)
    .where(
      readAt
        ? and(gt(changelogEntries.publishedAt, readAt), lte(changelogEntries.publishedAt, now))
        : lte(changelogEntries.publishedAt, now),
    )
    .limit(1);
  return row !== undefined;
}

/** The user has opened the panel: everything published until now is read. Never moves back in time. */
export async function markChangelogRead(ctx: Ctx): Promise<boolean> {
  const { userId } = reader(ctx);
  const now = new Date();
  await ctx.db
    .insert(changelogReads)
    .values({ userId, lastReadAt: now })
    .onConflictDoUpdate({
      target: changelogReads.userId,
      set: { lastReadAt: sql`greatest(${changelogReads.lastReadAt}, excluded.last_read_at)` },
    });
  return true;
}

/** addChangelogEvent: publishes an entry (title and body in all seven languages) to every user. */
export async function addChangelogEvent(ctx: Ctx, raw: unknown): Promise<ChangelogEntryView> {
  const admin = requireOrgAdmin(ctx);
  const input = parseInput(changelogEntrySchema, raw);
  const [row] = await ctx.db
    .insert(changelogEntries)
    .values({
      id: newId(),
      title: input.title,
      body: input.body,
      link: input.link ?? null,
      createdBy: admin.userId,
    })
    .returning();
  if (!row) throw new Error('changelog entry was not stored');
  return {
    id: row.id,
    title: changelogText(row.title, 'en'),
    body: changelogText(row.body, 'en'),
    link: row.link,
    publishedAt: row.publishedAt,
    unread: true,
  };
}
