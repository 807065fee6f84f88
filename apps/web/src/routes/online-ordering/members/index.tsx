import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from '../../../features/members/index.ts';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { membersSearch } from '../../../features/members/members-search.ts';
import { ensureNamespaces } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/online-ordering/members/')({
  validateSearch: membersSearch,
  loader: () => ensureNamespaces(['members']),
  component: MembersPage,
});
