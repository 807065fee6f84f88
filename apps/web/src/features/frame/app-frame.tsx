import { canOpenPath, screenForPath } from '@fika/domain';
import { AppShell, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { useAuth } from '../session/index.ts';
import { FirstVenueCall } from './first-venue.tsx';
import { FrameSearch } from './frame-search.tsx';
import { needsVenueHere, ORGANIZATION_ADMIN_PATHS } from './nav-model.ts';
import type { PageKey } from './pages.ts';
import { AccessDenied } from './screens.tsx';
import { SectionNav } from './section-nav.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useNavContext } from './use-nav-context.ts';

/** Paths shown without the sidebar and top bar (§2.2). */
const BARE_PATHS = new Set(['/welcome']);

function SessionProblem({ codes, retry }: { codes: string[]; retry: () => void }) {
  const { t } = useTranslation('backoffice');
  const { t: tc } = useTranslation();
  const { signOut } = useAuth();
  return (
    <Stack align="center" py={64} gap="sm" ta="center">
      <Title order={1} size="h3">
        {t('sessionError.title')}
      </Title>
      <Text c="dimmed" role="alert">
        {tc(errorMessageKey(codes))}
      </Text>
      <Group>
        <Button onClick={retry}>{t('error.retry')}</Button>
        <Button variant="default" onClick={signOut}>
          {t('sessionError.signOut')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * What a route shows once the session is known: its screen, Access Denied, or user selection (§6).
 * During a navigation the router keeps showing the previous screen until the next one has loaded,
 * so both the path being opened and the path of the screen on display must pass: otherwise a
 * denied screen would render (and send its queries) under the permission of the path being opened.
 */
export function GuardedOutlet({ pathname }: { pathname: string }) {
  const { t } = useTranslation('backoffice');
  const { state } = useAuth();
  const shown = useRouterState({ select: (s) => s.matches.at(-1)?.pathname ?? s.location.pathname });
  const loader = (
    <Center py={64}>
      <Loader aria-label={t('loading')} />
    </Center>
  );
  if (state.status === 'loading') return loader;
  if (state.status === 'error') return <SessionProblem codes={state.errorCodes} retry={state.retry} />;
  if (state.selectingUser) {
    // While choosing whom to act as, the places are Select User at / (§2.3) and the cross-company
    // Client errors; no other screen renders, not even for the moment the router takes to get there.
    if (!ORGANIZATION_ADMIN_PATHS.includes(pathname)) return <Navigate to="/" replace />;
    if (!ORGANIZATION_ADMIN_PATHS.includes(shown)) return loader;
    return <Outlet />;
  }
  // '/' decides itself: dashboard, user selection, or the first page of the user's first scope.
  const denied = [pathname, shown].some(
    (path) => path !== '/' && !canOpenPath(state.permissions, path, state.metadata),
  );
  return denied ? <AccessDenied /> : <ScreenInSection pathname={pathname} />;
}

/**
 * A screen with its section navigation above it; a screen that works per venue, while the company
 * has none, explains that and offers to create the first venue instead of showing empty.
 */
function ScreenInSection({ pathname }: { pathname: string }) {
  const nav = useNavContext();
  const screen = screenForPath(pathname);
  const venueMissing = !nav.isPaymentsOnly && needsVenueHere(pathname, nav.venueSelected);
  return (
    <>
      <SectionNav pathname={pathname} nav={nav} />
      {venueMissing && screen ? <FirstVenueCall page={screen.title as PageKey} /> : <Outlet />}
    </>
  );
}

/** The back-office frame (§2.3, §2.4): top bar, sidebar (a drawer on small screens) and the screen. */
export function AppFrame() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [navOpened, nav] = useDisclosure(false);
  const closeNav = nav.close;
  // Below the md breakpoint (1024 px) the sidebar is a drawer: closed, it is out of the tab order too.
  const wide = useMediaQuery('(min-width: 64em)', true);
  const drawerClosed = !wide && !navOpened;

  // §2.3: the sidebar closes on route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    closeNav();
  }, [pathname, closeNav]);

  if (BARE_PATHS.has(pathname)) return <GuardedOutlet pathname={pathname} />;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <TopBar navOpened={navOpened} onToggleNav={nav.toggle} search={<FrameSearch pathname={pathname} />} />
      </AppShell.Header>
      <AppShell.Navbar
        id="back-office-navigation"
        inert={drawerClosed}
        style={drawerClosed ? { visibility: 'hidden' } : undefined}
      >
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main>
        <GuardedOutlet pathname={pathname} />
      </AppShell.Main>
    </AppShell>
  );
}
