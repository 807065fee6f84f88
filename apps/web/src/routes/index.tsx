import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/dashboard/index.ts';
import { Home } from '../features/frame/index.ts';
import { ensureNamespaces } from '../lib/i18n.ts';

export const Route = createFileRoute('/')({
  loader: () => ensureNamespaces(['finance']),
  component: HomeRoute,
});

function HomeRoute() {
  return <Home dashboard={<DashboardPage />} />;
}
