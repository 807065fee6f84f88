import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hasScope } from '@fika/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Ctx, UserPrincipal } from '../../kernel/context.ts';
import { badInput, forbidden, notFound } from '../../kernel/errors.ts';
import { requireUser } from '../../kernel/guards.ts';
import { newId } from '../../lib/ids.ts';
import type { Db } from '../../platform/db/client.ts';
import { apiCredentials, users } from '../../platform/db/schema/index.ts';

export interface ApiCredentialView {
  id: string;
  name: string;
  keyPrefix: string;
  createdAt: Date;
  createdByName: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const NAME_MAX = 80;
// 'fika_<credential id>.<secret>': the id finds the row, the secret is checked against its hash.
const KEY_PATTERN = /^fika_([a-z0-9]{8,40})\.([A-Za-z0-9_-]{20,100})$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Who may manage API credentials: SETTINGS, or a payments-only account (its only way in). */
function requireApiManager(ctx: Ctx): UserPrincipal {
  const user = requireUser(ctx);
  if (!user.company.isPaymentsOnly && !hasScope(user.permissions, 'SETTINGS')) throw forbidden();
  return user;
}

async function credentialsOf(db: Db, companyId: string, id?: string): Promise<ApiCredentialView[]> {
  const rows = await db
    .select({ credential: apiCredentials, createdByName: users.name })
    .from(apiCredentials)
    .leftJoin(users, eq(users.id, apiCredentials.createdBy))
    .where(and(eq(apiCredentials.companyId, companyId), id ? eq(apiCredentials.id, id) : undefined))
    .orderBy(desc(apiCredentials.createdAt), desc(apiCredentials.id));
  return rows.map(({ credential: c, createdByName }) => ({
    id: c.id,
    name: c.name,
    keyPrefix: c.keyPrefix,
    createdAt: c.createdAt,
    createdByName,
    lastUsedAt: c.lastUsedAt,
    revokedAt: c.revokedAt,
  }));
}

/** apiCredentials: the company's API keys, newest first, revoked ones included. */
export async function listApiCredentials(ctx: Ctx): Promise<ApiCredentialView[]> {
  const user = requireApiManager(ctx);
  return credentialsOf(ctx.db, user.companyId);
}

/** createApiCredential: a new key; the secret is returned this once, only its SHA-256 is kept. */
export async function createApiCredential(
  ctx: Ctx,
  rawName: string,
): Promise<{ credential: ApiCredentialView; secret: string }> {
  const user = requireApiManager(ctx);
  const name = rawName.trim();
  if (name === '') throw badInput([{ field: 'name', message: 'validation.required' }]);
  if (name.length > NAME_MAX) throw badInput([{ field: 'name', message: 'validation.tooLong' }]);
  const id = newId();
  const secret = `fika_${id}.${randomBytes(24).toString('base64url')}`;
  await ctx.db.insert(apiCredentials).values({
    id,
    companyId: user.companyId,
    name,
    keyPrefix: secret.slice(0, 13),
    secretHash: sha256(secret),
    createdBy: user.userId,
  });
  const [credential] = await credentialsOf(ctx.db, user.companyId, id);
  if (!credential) throw notFound('API credential');
  return { credential, secret };
}

/** revokeApiCredential: the key stops working at once; revoking it again changes nothing. */
export async function revokeApiCredential(ctx: Ctx, id: string): Promise<ApiCredentialView> {
  const user = requireApiManager(ctx);
  await ctx.db
    .update(apiCredentials)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(apiCredentials.companyId, user.companyId),
        eq(apiCredentials.id, id),
        isNull(apiCredentials.revokedAt),
      ),
    );
  const [credential] = await credentialsOf(ctx.db, user.companyId, id);
  if (!credential) throw notFound('API credential');
  return credential;
}

/**
 * The company an `Authorization: Bearer <key>` header speaks for, or null for a missing, unknown
 * or revoked key. Records the use, so the list shows when each key was last used.
 */
export async function authenticateApiKey(
  db: Db,
  authorization: string | undefined,
): Promise<{ credentialId: string; companyId: string } | null> {
  const key = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const id = KEY_PATTERN.exec(key)?.[1];
  if (!id) return null;
  const [row] = await db.select().from(apiCredentials).where(eq(apiCredentials.id, id));
  if (!row || row.revokedAt) return null;
  const expected = Buffer.from(row.secretHash, 'hex');
  const actual = Buffer.from(sha256(key), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  await db.update(apiCredentials).set({ lastUsedAt: new Date() }).where(eq(apiCredentials.id, id));
  return { credentialId: id, companyId: row.companyId };
}
