import { Burger, Group } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../session/index.ts';
import { NotificationsPopover } from './notifications-popover.tsx';
import { HelpLink } from './screens.tsx';
import { UserMenu } from './user-menu.tsx';
import { WhatsNewButton } from './whats-new-button.tsx';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
  /** The quick-search box, when the user has one. */
  search: ReactNode;
}

/** The top bar (§2.4): mobile menu toggle, brand, search, notifications, help and the user menu. */
export function TopBar({ navOpened, onToggleNav, search }: TopBarProps) {
  const { t } = useTranslation('backoffice');
  const { t: tc } = useTranslation();
  const { state } = useAuth();
  const ready = state.status === 'ready';
  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={navOpened ? t('topBar.closeMenu') : t('topBar.openMenu')}
          aria-expanded={navOpened}
          aria-controls="back-office-navigation"
        />
        <Link to="/" className="frame-brand" aria-label={t('topBar.home')}>
          <svg className="frame-brand-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 9h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6V9Z" />
            <path d="M17 11h1.5a2.5 2.5 0 0 1 0 5H17" fill="none" />
            <path d="M8 3c-.6 1 .6 2 0 3M11.5 3c-.6 1 .6 2 0 3" fill="none" />
          </svg>
          <span className="frame-brand-name">{tc('app.name')}</span>
        </Link>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flex: 1, justifyContent: 'flex-end' }}>
        {search}
        {ready && !state.selectingUser && <WhatsNewButton />}
        {ready && !state.selectingUser && <NotificationsPopover />}
        <HelpLink label={t('topBar.help')} icon={<IconHelp size={20} />} />
        {ready && <UserMenu />}
      </Group>
    </Group>
  );
}
