import { createFileRoute } from '@tanstack/react-router';
import { CompanySettingsPage } from '../../features/settings/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/settings/company')({
  loader: () => ensureNamespaces(['settings']),
  component: CompanySettingsPage,
});
