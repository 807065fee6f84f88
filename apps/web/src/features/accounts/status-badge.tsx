import type { AccountStatus } from '@fika/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AccountStatus, string> = { ACTIVE: 'green', INVITED: 'yellow', BLOCKED: 'red' };

/** An account's status as a coloured badge. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('accounts');
  const known = (status in COLORS ? status : 'ACTIVE') as AccountStatus;
  return (
    <Badge color={COLORS[known]} variant="light">
      {t(`status.${known}`)}
    </Badge>
  );
}
