import { createFileRoute } from '@tanstack/react-router';
import { ManageModificationsPage } from '../../features/modifications/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/pim/manage-modifications')({
  loader: () => ensureNamespaces(['pim']),
  component: ManageModificationsPage,
});
