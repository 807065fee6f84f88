import { createFileRoute } from '@tanstack/react-router';
import { VenueSettingsPage } from '../../features/settings/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { entitySearch, isNewEntity } from '../../lib/search-params.ts';

// `?id=new` opens the New venue form: where a company without a venue is sent to create its first.
export const Route = createFileRoute('/settings/venues')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['settings']),
  component: VenuesRoute,
});

function VenuesRoute() {
  const search = Route.useSearch();
  return <VenueSettingsPage createNew={isNewEntity(search)} />;
}
