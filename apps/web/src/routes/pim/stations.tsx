import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';
import { entitySearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/pim/stations')({
  validateSearch: entitySearch,
  component: () => <PlaceholderPage page="stations" />,
});
