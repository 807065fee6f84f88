// The signed-in member's token on the guest page: a JWT (HS256) with its own audience and a key
// derived from the server secret, so it can never pass as a back-office session nor the reverse.
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'fika:guest-member';
const ISSUER = 'fika';
/** A member stays signed in on their phone for 30 days. */
export const MEMBER_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

const keyOf = (secret: string): Uint8Array =>
  new Uint8Array(createHmac('sha256', secret).update('fika:guest-member-token:v1').digest());

export interface MemberClaims {
  memberId: string;
  companyId: string;
}

export function signMemberToken(secret: string, claims: MemberClaims, now = Date.now()): Promise<string> {
  return new SignJWT({ cmp: claims.companyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.memberId)
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + MEMBER_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The claims of a valid member token, or null (malformed, forged, expired, another audience). */
export async function verifyMemberToken(secret: string, token: string): Promise<MemberClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      audience: AUDIENCE,
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (!payload.sub || typeof payload.cmp !== 'string') return null;
    return { memberId: payload.sub, companyId: payload.cmp };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
