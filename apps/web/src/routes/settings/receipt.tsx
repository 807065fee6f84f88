import { createFileRoute } from '@tanstack/react-router';
import { ReceiptSettingsPage } from '../../features/receipts/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/settings/receipt')({
  loader: () => ensureNamespaces(['receipts']),
  component: ReceiptSettingsPage,
});
