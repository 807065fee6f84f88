import { createFileRoute } from '@tanstack/react-router';
import { VoidJournalPage } from '../../features/monitoring/index.ts';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { voidJournalSearch } from '../../features/monitoring/void-journal-search.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/monitoring/void-journal')({
  validateSearch: voidJournalSearch,
  loader: () => ensureNamespaces(['orders']),
  component: VoidJournalPage,
});
