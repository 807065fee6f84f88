import { createContext, useContext } from 'react';

// Amounts are in the company's currency and dates and numbers follow its country. The session
// knows both and provides them here, so shared pieces (the money field, the formatters) read them
// without importing the session feature.

/** What the shared pieces need to know of the signed-in company. */
export interface CompanyFacts {
  /** ISO country code, or null when the company has none. */
  country: string | null;
  /** ISO currency code. */
  currency: string;
}

const CompanyContext = createContext<CompanyFacts | null>(null);

/** Provides the company's facts (the session feature does, once the session is loaded). */
export const CompanyProvider = CompanyContext.Provider;

/** The currency a company without one set (or no session yet) works in. */
export const FALLBACK_CURRENCY = 'EUR';

/** The company currency of the session; EUR until the session is known. */
export function useCompanyCurrency(): string {
  return useContext(CompanyContext)?.currency ?? FALLBACK_CURRENCY;
}

/**
 * The company's country once the session is loaded, else null: dates and numbers follow it, and
 * they are also shown before (or without) a session.
 */
export function useCompanyCountry(): string | null {
  return useContext(CompanyContext)?.country ?? null;
}
