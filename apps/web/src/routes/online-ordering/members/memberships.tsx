import { createFileRoute } from '@tanstack/react-router';
import { MembershipsPage } from '../../../features/memberships/index.ts';
import { ensureNamespaces } from '../../../lib/i18n.ts';
import { entitySearch } from '../../../lib/search-params.ts';

export const Route = createFileRoute('/online-ordering/members/memberships')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['members']),
  component: MembershipsPage,
});
