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

/** The claims of a valid session token, or null when it is malformed, forged or expired. */
export async function verifySession(secret: string, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const kind = payload.knd === 'orgAdmin' ? 'orgAdmin' : payload.knd === 'user' ? 'user' : null;
    if (!payload.sub || !kind || typeof payload.ver !== 'number') return null;
    return {
      userId: payload.sub,
      kind,
      version: payload.ver,
      actorId: typeof payload.act === 'string' ? payload.act : null,
    };
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
