import { monitoringPaths } from '@fika/domain';
import { Button, Group } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/index.ts';

const LABELS: Record<string, 'monitoringNav.voidJournal' | 'monitoringNav.tables' | 'monitoringNav.audit'> = {
  '/monitoring/void-journal': 'monitoringNav.voidJournal',
  '/monitoring/tables': 'monitoringNav.tables',
  '/monitoring/audit': 'monitoringNav.audit',
};

/** Monitoring's section navigation: the monitoring screens this user may open (domain monitoringPaths). */
export function MonitoringNav() {
  const { t } = useTranslation('orders');
  const { permissions } = useSession();
  const { pathname } = useLocation();
  const paths = monitoringPaths(permissions);
  if (paths.length < 2) return null;
  return (
    <Group gap="xs" component="nav" aria-label={t('monitoringNav.label')}>
      {paths.map((path) => {
        const active = pathname === path;
        return (
          <Button
            key={path}
            component={Link}
            to={path}
            size="xs"
            variant={active ? 'filled' : 'default'}
            aria-current={active ? 'page' : undefined}
          >
            {t(LABELS[path] ?? 'monitoringNav.label')}
          </Button>
        );
      })}
    </Group>
  );
}
