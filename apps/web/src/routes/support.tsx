import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '../features/support/index.ts';
import { supportSearch } from '../features/support/support-search.ts';
import { ensureNamespaces } from '../lib/i18n.ts';

export const Route = createFileRoute('/support')({
  validateSearch: supportSearch,
  loader: () => ensureNamespaces(['support']),
  component: SupportPage,
});
