import { createFileRoute } from '@tanstack/react-router';
import { ApiCredentialsPage } from '../features/api-credentials/index.ts';
import { ensureNamespaces } from '../lib/i18n.ts';

export const Route = createFileRoute('/api')({
  loader: () => ensureNamespaces(['payments']),
  component: ApiCredentialsPage,
});
