import { integrationPathForCountry } from '@fika/domain';
import { ActionIcon, Anchor, Indicator, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/index.ts';
import { useFailedVouchers } from './use-failed-vouchers.ts';

/** The bell of the top bar (§2.4): failed vouchers of the selected venue, else 'No notifications'. */
export function NotificationsPopover() {
  const { t } = useTranslation('backoffice');
  const { venue, metadata } = useSession();
  const failed = useFailedVouchers(venue?.id ?? null, venue?.timezone ?? metadata.timezone);
  const [opened, setOpened] = useState(false);
  const count = failed ? 1 : 0;
  return (
    // The badge wraps the popover, so the popover's ARIA attributes land on the button itself.
    <Indicator
      label={count}
      size={18}
      disabled={count === 0}
      offset={6}
      color="red"
      data-testid="notification-badge"
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={300} withArrow>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={count > 0 ? t('notifications.labelWithCount', { count }) : t('notifications.label')}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          {failed ? (
            <Stack gap={6}>
              <Text fw={600}>{t('notifications.failedVouchers')}</Text>
              <Text size="sm" c="dimmed">
                {t('notifications.failedVouchersText')}
              </Text>
              <Anchor
                component={Link}
                to={integrationPathForCountry(metadata.country)}
                size="sm"
                onClick={() => setOpened(false)}
              >
                {t('notifications.viewDetails')}
              </Anchor>
            </Stack>
          ) : (
            <Text size="sm">{t('notifications.none')}</Text>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
