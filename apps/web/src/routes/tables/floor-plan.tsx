import { createFileRoute } from '@tanstack/react-router';
// Straight from its module: the search check stays in the shell, the screen in the route chunk.
import { floorPlanSearch } from '../../features/floor-plan/floor-plan-search.ts';
import { FloorPlanPage } from '../../features/floor-plan/index.ts';
import { ensureNamespaces } from '../../lib/i18n.ts';

export const Route = createFileRoute('/tables/floor-plan')({
  validateSearch: floorPlanSearch,
  loader: () => ensureNamespaces(['floor-plans']),
  component: FloorPlanPage,
});
