import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { logger } from '../../lib/logger.ts';
import { dataOrThrow, request } from '../../lib/request.ts';
import { mockGraphQL } from '../../test/back-office.tsx';
import { theme } from '../../ui/theme.ts';
import { AccessDenied, ErrorPage } from './screens.tsx';
import { initFrameI18n } from './test-utils.tsx';

const withMantine = (ui: ReactElement) => (
  <MantineProvider theme={theme} env="test">
    {ui}
  </MantineProvider>
);

/** Renders `screen` at /guarded in a memory router that also knows / and /support. */
async function renderRouted(guarded: ReactElement) {
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/guarded', component: () => guarded }),
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home screen</p> }),
    createRoute({ getParentRoute: () => root, path: '/support', component: () => <p>Support screen</p> }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/guarded'] }),
    defaultErrorComponent: ({ error }) => <ErrorPage error={error} />,
  });
  render(
    withMantine(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  await screen.findByRole('heading', { level: 1 });
  return router;
}

beforeAll(async () => {
  await initFrameI18n();
});

afterEach(() => {
  cleanup();
});

describe('AccessDenied', () => {
  it('says the page needs permissions the user lacks', async () => {
    await renderRouted(<AccessDenied />);
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'No permission to view this page' })).toBeTruthy();
    expect(
      screen.getByText('You don’t have the required permissions. Contact a manager or admin for access.'),
    ).toBeTruthy();
    expect(document.title).toBe('Access Denied');
  });

  it('links home and to support', async () => {
    await renderRouted(<AccessDenied />);
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toMatch(
      /^\/support\?from=/,
    );
  });

  it('"Go back home" goes to /', async () => {
    const router = await renderRouted(<AccessDenied />);
    fireEvent.click(screen.getByRole('link', { name: 'Go back home' }));
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('"Contact support" goes to /support', async () => {
    const router = await renderRouted(<AccessDenied />);
    fireEvent.click(screen.getByRole('link', { name: 'Contact support' }));
    expect(await screen.findByText('Support screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/support');
  });
});

/** A screen whose main query the server refuses. */
function RefusedScreen() {
  const query = useQuery({
    queryKey: ['refused'],
    queryFn: async () => dataOrThrow(await request<{ secret: string }>('query Secret { secret }')),
  });
  return <p>{query.isPending ? 'Loading…' : query.data?.secret}</p>;
}

describe('a FORBIDDEN answer to a screen’s query', () => {
  it('shows Access Denied instead of a screen that waits for ever', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    mockGraphQL({
      secret: () => ({
        errors: [{ message: 'You do not have permission to do that.', extensions: { code: 'FORBIDDEN' } }],
        data: null,
      }),
    });
    await renderRouted(<RefusedScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'No permission to view this page' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});

describe('ErrorPage', () => {
  it('says something went wrong and that the team knows', () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    render(withMantine(<ErrorPage error={new Error('boom')} onRetry={() => {}} />));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Our team has been notified of the issue. Please try again')).toBeTruthy();
    // A plain link: the error may have broken the router itself. It tells the form where the user was.
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/support?from=%2F',
    );
    expect(document.title).toBe('Something went wrong');
  });

  it('"Try again" calls onRetry', () => {
    const onRetry = vi.fn();
    render(withMantine(<ErrorPage onRetry={onRetry} />));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('"Try again" reloads the page when no onRetry is given', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    render(withMantine(<ErrorPage />));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logs the error once', () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
    render(withMantine(<ErrorPage error={new TypeError('x is undefined')} />));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Back-office screen failed: TypeError: x is undefined', {
      error: 'TypeError: x is undefined',
      stack: expect.stringContaining('TypeError: x is undefined'),
    });
  });

  it('logs a thrown value that is not an Error as text, and nothing without an error', () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
    render(withMantine(<ErrorPage error="quota exceeded" />));
    expect(log).toHaveBeenCalledWith('Back-office screen failed: quota exceeded', {
      error: 'quota exceeded',
    });
    cleanup();
    log.mockClear();
    render(withMantine(<ErrorPage />));
    expect(log).not.toHaveBeenCalled();
  });
});
