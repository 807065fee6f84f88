import { createFileRoute } from '@tanstack/react-router';
import { MenusPage, menuSearch } from '../../features/menus/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/menus/')({
  validateSearch: menuSearch,
  // 'pim' holds the texts of the shared list shell and confirmation dialog.
  loader: () => ensureNamespaces(['menus', 'pim']),
  component: MenusRoute,
});

function MenusRoute() {
  const { menuId } = Route.useSearch();
  return <MenusPage menuId={menuId} />;
}
