import { Alert, Button, Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { errorCodesOf } from '../../lib/request.ts';

/** Placeholder rows of a form or list while it loads; `label` is what a screen reader hears. */
export function SettingsSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <Paper withBorder p="lg" role="status" aria-label={label}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="lg" aria-hidden>
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Group key={index} grow gap="lg">
            <Skeleton height={52} />
            <Skeleton height={52} />
          </Group>
        ))}
        <Skeleton height={36} width={140} />
      </Stack>
    </Paper>
  );
}

/** What could not be loaded, why, and a way to try again. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('settings');
  const codes = errorCodesOf(error);
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {t(errorMessageKey(codes), { ns: 'common' })}
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('form.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
