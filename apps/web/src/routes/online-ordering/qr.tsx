import { createFileRoute } from '@tanstack/react-router';
import { OnlineQrPage } from '../../features/online-qr/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/online-ordering/qr')({
  loader: () => ensureNamespaces(['online-settings']),
  component: OnlineQrPage,
});
