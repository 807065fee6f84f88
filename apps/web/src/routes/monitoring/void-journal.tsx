import { createFileRoute } from '@tanstack/react-router';
import { VoidJournalPage, voidJournalSearch } from '../../features/monitoring/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/monitoring/void-journal')({
  validateSearch: voidJournalSearch,
  loader: () => ensureNamespaces(['orders']),
  component: VoidJournalPage,
});
