import { createFileRoute } from '@tanstack/react-router';
import { PredefinedMessagesPage } from '../../features/predefined-messages/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { entitySearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/settings/predefined-messages')({
  validateSearch: entitySearch,
  loader: () => ensureNamespaces(['pim']),
  component: PredefinedMessagesPage,
});
