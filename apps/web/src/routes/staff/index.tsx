import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../../features/staff/index.ts';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { staffSearch } from '../../features/staff/staff-search.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/staff/')({
  validateSearch: staffSearch,
  loader: () => ensureNamespaces(['staff']),
  component: StaffPage,
});
