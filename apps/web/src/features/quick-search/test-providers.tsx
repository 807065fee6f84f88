// Providers for this feature's component tests: English 'search' texts from their own i18next
// instance (independent of the app's loader), a fresh query cache, and Mantine without transitions.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import en from '../../locales/en/search.json';

/** An i18next instance holding the English 'search' namespace. */
export async function createSearchI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['search'],
    defaultNS: 'search',
    resources: { en: { search: en } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** A query client that fails at once instead of retrying. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Wraps a component under test in the providers the app gives it. */
export function TestProviders({
  i18n,
  client,
  children,
}: {
  i18n: I18n;
  client: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider env="test">{children}</MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
