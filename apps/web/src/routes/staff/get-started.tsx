import { createFileRoute } from '@tanstack/react-router';
import { GetStartedPage } from '../../features/access-levels/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/staff/get-started')({
  loader: () => ensureNamespaces(['access-levels']),
  component: GetStartedPage,
});
