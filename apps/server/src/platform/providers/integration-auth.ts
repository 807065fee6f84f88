// Connecting an integration: the provider's authorisation step (an OAuth-style consent page that
// returns to the back office with a code), and exchanging that code for the connection's credentials.
import type { IntegrationProvider } from '@fika/domain';

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

/** Placeholder until the integrations part lands its sandbox (the consent page lives in the server). */
export function createSandboxIntegrationAuth(_publicUrl: string): IntegrationAuthProvider {
  return {
    authorizationUrl: () => {
      throw new Error('The integration sandbox is not built yet.');
    },
    exchangeCode: async () => null,
  };
}
