import { createFileRoute } from '@tanstack/react-router';
import { PosLayoutPage } from '../features/pos-layouts/index.ts';
import { ensureNamespaces } from '../lib/i18n.ts';
import { layoutSearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/pos-layout')({
  validateSearch: layoutSearch,
  loader: () => ensureNamespaces(['layouts']),
  component: PosLayoutRoute,
});

function PosLayoutRoute() {
  const { layoutId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PosLayoutPage
      layoutId={layoutId}
      selectLayout={(id, { replace }) => void navigate({ search: id ? { layoutId: id } : {}, replace })}
    />
  );
}
