import { createFileRoute } from '@tanstack/react-router';
import { BoostPage } from '../features/boost/index.ts';
import { ensureNamespaces } from '../lib/i18n.ts';

export const Route = createFileRoute('/boost')({
  loader: () => ensureNamespaces(['boost']),
  component: BoostPage,
});
