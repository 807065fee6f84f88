import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/frame/index.ts';
import { entitySearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/staff/')({
  validateSearch: entitySearch,
  component: () => <PlaceholderPage page="staff" />,
});
