// Connecting an integration: the provider's authorisation step (an OAuth-style consent page that
// returns to the back office with a code), and exchanging that code for the connection's credentials.
import { randomBytes } from 'node:crypto';
import { INTEGRATION_CATALOGUE, type IntegrationProvider, isIntegrationProvider } from '@fika/domain';
import { sandboxNumber } from './sandbox.ts';

export interface IntegrationAuthProvider {
  /** The provider's consent page; it returns to `returnUrl` with `code` and `state` (or `error`). */
  authorizationUrl(input: { provider: IntegrationProvider; state: string; returnUrl: string }): string;
  /**
   * The credentials a consent code stands for (an opaque secret to store encrypted) and the name of
   * the account at the provider; null when the code is unknown, used or expired.
   */
  exchangeCode(input: {
    provider: IntegrationProvider;
    code: string;
  }): Promise<{ credentials: string; accountName: string } | null>;
}

/** Consent codes work once and for 10 minutes, as OAuth providers' authorisation codes do. */
export const SANDBOX_CODE_LIFETIME_MS = 10 * 60 * 1000;

export const sandboxAuthorizePath = (provider: string) => `/sandbox/integrations/${provider}/authorize`;

/** What the consent page asks for, checked as the real provider checks it. */
export type SandboxConsentRequest =
  | {
      ok: true;
      provider: IntegrationProvider;
      providerName: string;
      kind: 'accounting' | 'payroll';
      state: string;
      redirectUri: string;
    }
  | { ok: false; reason: 'unknownProvider' | 'badRedirect' | 'missingState' };

export interface SandboxIntegrationAuth extends IntegrationAuthProvider {
  /** Checks the consent page's query like the provider would (a registered redirect address only). */
  consentRequest(provider: string, query: { state?: unknown; redirect_uri?: unknown }): SandboxConsentRequest;
  /** Where the browser goes after Allow or Deny: the return address with a fresh code, or the error. */
  decide(request: Extract<SandboxConsentRequest, { ok: true }>, allow: boolean, now?: Date): string;
}

interface PendingCode {
  provider: IntegrationProvider;
  expiresAt: number;
  accountName: string;
}

/**
 * The sandbox authorisation server of every provider in the catalogue, served by this same server
 * (http/sandbox-integrations.ts). Codes live in this process's memory, as a real provider keeps them
 * in its own store: single use, expiring after 10 minutes. The only redirect address it accepts is
 * the back office's own provider page, as a real provider accepts only registered ones.
 */
export function createSandboxIntegrationAuth(publicUrl: string): SandboxIntegrationAuth {
  const codes = new Map<string, PendingCode>();
  const forgetExpired = (now: number) => {
    for (const [code, pending] of codes) if (pending.expiresAt <= now) codes.delete(code);
  };
  const registeredRedirect = (provider: string) => `${publicUrl}/integrations/${provider}`;

  return {
    authorizationUrl({ provider, state, returnUrl }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: 'fika-sandbox',
        state,
        redirect_uri: returnUrl,
      });
      return `${publicUrl}${sandboxAuthorizePath(provider)}?${query}`;
    },

    async exchangeCode({ provider, code }) {
      const now = Date.now();
      forgetExpired(now);
      const pending = codes.get(code);
      // Used up at the first attempt, right or wrong provider, as a real authorisation server does.
      codes.delete(code);
      if (!pending || pending.provider !== provider || pending.expiresAt <= now) return null;
      return {
        credentials: `sbx_${provider}_${randomBytes(24).toString('base64url')}`,
        accountName: pending.accountName,
      };
    },

    consentRequest(provider, query) {
      const entry = INTEGRATION_CATALOGUE.find((p) => p.id === provider);
      if (!entry || !isIntegrationProvider(provider)) return { ok: false, reason: 'unknownProvider' };
      if (typeof query.state !== 'string' || query.state === '' || query.state.length > 2000) {
        return { ok: false, reason: 'missingState' };
      }
      if (query.redirect_uri !== registeredRedirect(provider)) return { ok: false, reason: 'badRedirect' };
      return {
        ok: true,
        provider,
        providerName: entry.name,
        kind: entry.kind,
        state: query.state,
        redirectUri: query.redirect_uri,
      };
    },

    decide(request, allow, now = new Date()) {
      const target = new URL(request.redirectUri);
      target.searchParams.set('state', request.state);
      if (!allow) {
        target.searchParams.set('error', 'access_denied');
        return target.toString();
      }
      forgetExpired(now.getTime());
      const code = `sbxc_${randomBytes(18).toString('base64url')}`;
      const accountNumber = 100000 + sandboxNumber(900000, request.provider, request.state);
      codes.set(code, {
        provider: request.provider,
        expiresAt: now.getTime() + SANDBOX_CODE_LIFETIME_MS,
        accountName: `${request.providerName} sandbox ${accountNumber}`,
      });
      target.searchParams.set('code', code);
      return target.toString();
    },
  };
}
