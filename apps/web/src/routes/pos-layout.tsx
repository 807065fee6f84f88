import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../features/frame/index.ts';
import { layoutSearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/pos-layout')({
  validateSearch: layoutSearch,
  component: () => <PlaceholderPage page="posLayouts" />,
});
