import { createFileRoute } from '@tanstack/react-router';
import { TerminalsPage } from '../../features/terminals/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/settings/terminals')({
  loader: () => ensureNamespaces(['terminals']),
  component: TerminalsPage,
});
