import { createFileRoute } from '@tanstack/react-router';
import { MenusPage } from '../../features/menus/index.ts';
// Straight from its module, not the feature's index: the search check stays in the route tree the
// shell loads, while the screen itself is split into its own chunk.
import { menuSearch } from '../../features/menus/menu-search.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/menus/')({
  validateSearch: menuSearch,
  loader: () => ensureNamespaces(['menus']),
  component: MenusRoute,
});

function MenusRoute() {
  const { menuId } = Route.useSearch();
  return <MenusPage menuId={menuId} />;
}
