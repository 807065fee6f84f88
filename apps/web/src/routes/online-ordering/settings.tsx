import { createFileRoute } from '@tanstack/react-router';
import { OnlineSettingsPage } from '../../features/online-settings/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/online-ordering/settings')({
  loader: () => ensureNamespaces(['online-settings']),
  component: OnlineSettingsPage,
});
