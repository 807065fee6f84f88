// The payments platform's onboarding side: account holders of legal entities (with the §3
// payload), their KYC (know your customer) verification link, and a store per venue.

/** The §3 account-holder payload. */
export interface AccountHolderPayload {
  entityType: 'Business';
  legalName: string;
  country: string;
  email: string;
  shareholders: { firstName: string; lastName: string; type: string; jobTitle: string }[];
}

export interface PaymentAccountsProvider {
  createAccountHolder(input: {
    legalEntityId: string;
    payload: AccountHolderPayload;
  }): Promise<{ accountHolderId: string } | { error: string }>;
  /** The hosted verification page for the legal entity's account holder. */
  kycLink(input: {
    legalEntityId: string;
    accountHolderId: string;
    returnUrl: string;
  }): Promise<{ id: string; url: string } | null>;
  createStore(input: {
    accountHolderId: string;
    venueId: string;
    venueName: string;
    country: string;
  }): Promise<{ storeId: string } | { error: string }>;
}

/** Placeholder until the Boost part lands its sandbox. */
export function createSandboxPaymentAccounts(): PaymentAccountsProvider {
  return {
    createAccountHolder: async () => ({ error: 'The payments sandbox is not built yet.' }),
    kycLink: async () => null,
    createStore: async () => ({ error: 'The payments sandbox is not built yet.' }),
  };
}
