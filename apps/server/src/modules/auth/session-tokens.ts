import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const SESSION_TTL_SECONDS = 12 * 60 * 60;

export type SessionKind = 'user' | 'orgAdmin';

export interface SessionClaims {
  userId: string;
  kind: SessionKind;
  /** users.token_version when issued: bumping it (password change) ends every session. */
  version: number;
  /** The organisation administrator acting as this user, for the audit trail. */
  actorId: string | null;
}

const ISSUER = 'fika';

/** Signs a session JWT (HS256) that expires after SESSION_TTL_SECONDS. */
export async function signSession(secret: string, claims: SessionClaims, now = Date.now()): Promise<string> {
  const jwt = new SignJWT({
    knd: claims.kind,
    ver: claims.version,
    ...(claims.actorId ? { act: claims.actorId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + SESSION_TTL_SECONDS);
  return jwt.sign(new TextEncoder().encode(secret));
}

// A session token is verified on every request; its signature check (WebCrypto HMAC, a thread-pool
// round trip) was the largest single item of a request's profile (issue #18). A token that once
// verified stays valid until it expires — nothing else about it can change; what CAN change (token
// version, deactivation, block, scopes) is read from the database on every request regardless — so
// its claims are kept, keyed by secret and token, and only its expiry is checked again on a hit.
const VERIFIED_LIMIT = 10_000;
const verified = new Map<string, { claims: SessionClaims; expiresAt: number }>();

/** The claims of a valid session token, or null when it is malformed, forged or expired. */
export async function verifySession(secret: string, token: string): Promise<SessionClaims | null> {
  const key = `${secret}\u0000${token}`;
  const hit = verified.get(key);
  if (hit) {
    if (Date.now() < hit.expiresAt) return hit.claims;
    verified.delete(key);
  }
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const kind = payload.knd === 'orgAdmin' ? 'orgAdmin' : payload.knd === 'user' ? 'user' : null;
    if (!payload.sub || !kind || typeof payload.ver !== 'number') return null;
    const claims: SessionClaims = {
      userId: payload.sub,
      kind,
      version: payload.ver,
      actorId: typeof payload.act === 'string' ? payload.act : null,
    };
    if (typeof payload.exp === 'number') {
      // Oldest first out: a Map iterates in insertion order.
      if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value as string);
      verified.set(key, { claims: Object.freeze(claims), expiresAt: payload.exp * 1000 });
    }
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** A random single-use token for e-mailed links; only its hash is stored. */
export function newEmailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashEmailToken(token) };
}

export const hashEmailToken = (token: string): string => createHash('sha256').update(token).digest('hex');
