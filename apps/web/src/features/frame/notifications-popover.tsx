import { canOpenPath, integrationPathForCountry } from '@fika/domain';
import { ActionIcon, Anchor, Indicator, List, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/index.ts';
import { useFailedVouchers } from './use-failed-vouchers.ts';

/**
 * The bell of the top bar (§2.4): the venues with failed vouchers among all the user may see,
 * each named, else 'No notifications'. 'View details' shows only to users who may open the
 * integration page it leads to.
 */
export function NotificationsPopover() {
  const { t } = useTranslation('backoffice');
  const { metadata, permissions } = useSession();
  const alerts = useFailedVouchers(!metadata.isPaymentsOnly);
  const [opened, setOpened] = useState(false);
  const count = alerts.length;
  const detailsPath = integrationPathForCountry(metadata.country);
  const canViewDetails = canOpenPath(permissions, detailsPath, metadata);
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
          {count > 0 ? (
            <Stack gap={6} data-testid="failed-vouchers">
              <Text fw={600}>{t('notifications.failedVouchers')}</Text>
              <Text size="sm" c="dimmed">
                {t('notifications.failedVouchersText')}
              </Text>
              <List size="sm" spacing={2}>
                {alerts.map((alert) => (
                  <List.Item key={alert.venueId}>
                    {t('notifications.venueFailed', { venue: alert.venueName, count: alert.failedCount })}
                  </List.Item>
                ))}
              </List>
              {canViewDetails && (
                <Anchor component={Link} to={detailsPath} size="sm" onClick={() => setOpened(false)}>
                  {t('notifications.viewDetails')}
                </Anchor>
              )}
            </Stack>
          ) : (
            <Text size="sm">{t('notifications.none')}</Text>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
