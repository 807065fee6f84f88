import { isScreenOffered } from '@fika/domain';
import { Badge, Box, Divider, NavLink, ScrollArea, Skeleton, Stack } from '@mantine/core';
import {
  IconActivityHeartbeat,
  IconApi,
  IconArmchair,
  IconArrowsExchange,
  IconBuildingBank,
  IconChartBar,
  IconDeviceDesktopAnalytics,
  IconDiscount,
  IconFileAnalytics,
  IconHelpCircle,
  IconLayoutGrid,
  IconPlugConnected,
  IconReceipt,
  IconSettings,
  IconShoppingBag,
  IconToolsKitchen2,
  IconUserSearch,
  IconUsers,
  IconWorldWww,
} from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { useAuth, useSession } from '../session/index.ts';
import { BillingButton } from './billing-button.tsx';
import { BoostLink } from './boost-link.tsx';
import {
  footerEntries,
  isEntryActive,
  type NavEntry,
  type NavKey,
  ONLINE_ORDERING_VISITED_KEY,
  sidebarEntries,
} from './nav-model.ts';
import { HelpLink } from './screens.tsx';
import { useNavContext } from './use-nav-context.ts';
import { VenueSwitcher } from './venue-switcher.tsx';

const ICONS: Record<NavKey, ComponentType<{ size?: number }>> = {
  dashboard: IconDeviceDesktopAnalytics,
  finance: IconChartBar,
  products: IconShoppingBag,
  menus: IconToolsKitchen2,
  onlineOrdering: IconWorldWww,
  discounts: IconDiscount,
  orders: IconReceipt,
  tables: IconArmchair,
  posLayouts: IconLayoutGrid,
  staffAccounts: IconUsers,
  integrations: IconPlugConnected,
  transactions: IconArrowsExchange,
  payouts: IconBuildingBank,
  paymentsReports: IconFileAnalytics,
  api: IconApi,
  selectUser: IconUserSearch,
  clientErrors: IconActivityHeartbeat,
  monitoring: IconActivityHeartbeat,
  settings: IconSettings,
};

/** Records a visit to online ordering, which ends the entry's 'New' badge (§2.3). */
function useOnlineOrderingVisited(pathname: string): boolean {
  const [visited, setVisited] = useState(() => readStorage(ONLINE_ORDERING_VISITED_KEY) !== null);
  useEffect(() => {
    if (!visited && (pathname === '/online-ordering' || pathname.startsWith('/online-ordering/'))) {
      writeStorage(ONLINE_ORDERING_VISITED_KEY, new Date().toISOString());
      setVisited(true);
    }
  }, [pathname, visited]);
  return visited;
}

function SidebarPlaceholder() {
  const { t } = useTranslation('backoffice');
  return (
    <Stack gap={10} p="xs" aria-busy="true" aria-label={t('nav.loading')} data-testid="sidebar-loading">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <Skeleton key={i} height={28} radius="sm" />
      ))}
    </Stack>
  );
}

/** The sidebar (§2.3); placeholder rows while the session loads. */
export function Sidebar() {
  const { state } = useAuth();
  if (state.status !== 'ready') return <SidebarPlaceholder />;
  return <LoadedSidebar />;
}

function LoadedSidebar() {
  const { t } = useTranslation('backoffice');
  const { selectAnotherUser } = useAuth();
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const nav = useNavContext(useOnlineOrderingVisited(pathname));
  const { metadata, selectingUser } = session;
  const link = (entry: NavEntry) => {
    const active = isEntryActive(entry, pathname);
    const Icon = ICONS[entry.key];
    return (
      <NavLink
        key={entry.key}
        component={Link}
        to={entry.path}
        label={t(`nav.${entry.key}`)}
        active={active}
        aria-current={active ? 'page' : undefined}
        leftSection={<Icon size={18} />}
        rightSection={
          entry.isNew ? (
            <Badge size="xs" variant="filled" color="fika">
              {t('nav.new')}
            </Badge>
          ) : undefined
        }
      />
    );
  };

  return (
    <Stack gap={0} h="100%">
      {!selectingUser && !metadata.isPaymentsOnly && (
        <Box p="sm" pb={4}>
          <VenueSwitcher />
        </Box>
      )}
      <ScrollArea style={{ flex: 1 }} type="auto">
        <nav aria-label={t('nav.label')}>
          <Box p="xs">{sidebarEntries(nav).map(link)}</Box>
          {!selectingUser && (
            <>
              <Divider mx="sm" />
              <Box p="xs">
                {isScreenOffered('/boost') && <BoostLink pathname={pathname} />}
                <BillingButton />
                {session.hasAdminToken && (
                  <NavLink
                    component="button"
                    label={t('nav.switchUser')}
                    leftSection={<IconUserSearch size={18} />}
                    onClick={selectAnotherUser}
                  />
                )}
                {footerEntries(nav).map(link)}
              </Box>
            </>
          )}
        </nav>
      </ScrollArea>
      <Box p="sm">
        <HelpLink label={t('nav.help')} icon={<IconHelpCircle size={20} />} />
      </Box>
    </Stack>
  );
}
