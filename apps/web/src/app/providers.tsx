import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/session/index.ts';
import { isForbidden } from '../lib/request.ts';
import { ModalProvider } from '../ui/modal-stack.tsx';
import { cssVariablesResolver, theme } from '../ui/theme.ts';
import { ToastProvider } from '../ui/toasts.tsx';

/** One cache for the whole back office: server state lives here (CONVENTIONS). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal does not change on retry.
        retry: (failures, error) => !isForbidden(error) && failures < 1,
        // FORBIDDEN from a screen's query goes to the route's error boundary, which shows Access
        // Denied (ErrorPage): never a skeleton waiting for data that will not come. Queries of the
        // frame itself (session, bell, Boost, quick search) opt out, so they never replace the screen.
        throwOnError: (error) => isForbidden(error),
      },
    },
  });
}

/** Everything a back-office screen relies on: theme, cache, toasts, modals and the session. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <ModalProvider>
            <AuthProvider>{children}</AuthProvider>
          </ModalProvider>
        </ToastProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
