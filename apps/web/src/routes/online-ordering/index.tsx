import { createFileRoute } from '@tanstack/react-router';
import { OnlineOrderingOverviewPage } from '../../features/online-ordering/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/online-ordering/')({
  loader: () => ensureNamespaces(['online-ordering']),
  component: OnlineOrderingOverviewPage,
});
