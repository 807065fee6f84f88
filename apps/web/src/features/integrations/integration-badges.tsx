import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Readonly<Record<string, string>> = {
  available: 'gray',
  connected: 'blue',
  enabled: 'green',
  disabled: 'yellow',
  disconnected: 'gray',
};

type Status = 'available' | 'connected' | 'enabled' | 'disabled' | 'disconnected';

/** An integration's status, and the Sandbox label every provider carries (nothing leaves the machine). */
export function IntegrationBadges({ status, sandbox }: { status: string; sandbox: boolean }) {
  const { t } = useTranslation('integrations');
  const known = (status in STATUS_COLOR ? status : 'available') as Status;
  return (
    <>
      <Badge color={STATUS_COLOR[known]} variant="light">
        {t(`status.${known}`)}
      </Badge>
      {sandbox && (
        <Badge color="orange" variant="outline">
          {t('sandbox')}
        </Badge>
      )}
    </>
  );
}
