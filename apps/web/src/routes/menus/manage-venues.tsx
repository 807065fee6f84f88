import { createFileRoute } from '@tanstack/react-router';
import { VenueMenusPage } from '../../features/menus/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/menus/manage-venues')({
  loader: () => ensureNamespaces(['menus']),
  component: VenueMenusPage,
});
