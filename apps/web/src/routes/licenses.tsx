import { createFileRoute } from '@tanstack/react-router';
import { LicensesPage } from '../features/licenses/index.ts';
import { ensureNamespaces } from '../lib/i18n.ts';

export const Route = createFileRoute('/licenses')({
  loader: () => ensureNamespaces(['licenses']),
  component: LicensesPage,
});
