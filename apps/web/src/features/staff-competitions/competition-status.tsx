import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { UPCOMING: 'gray', RUNNING: 'green', FINISHED: 'blue' } as const;

/** A competition's status as a coloured badge. */
export function CompetitionStatusBadge({ status }: { status: keyof typeof COLORS }) {
  const { t } = useTranslation('competitions');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
