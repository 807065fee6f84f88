import { createFileRoute } from '@tanstack/react-router';
import { OpeningHoursPage } from '../../features/opening-hours/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/online-ordering/opening-hours')({
  loader: () => ensureNamespaces(['online-ordering']),
  component: OpeningHoursPage,
});
