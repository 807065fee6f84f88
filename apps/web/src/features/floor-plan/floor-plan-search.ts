// The /tables/floor-plan URL: the open plan (`?plan=`), so a plan can be linked and reloaded.
// Its own module: the route's search check stays in the shell, the screen in its chunk.

/** `?plan=` of /tables/floor-plan. */
export interface FloorPlanSearch {
  plan?: string;
}

/** Reads the /tables/floor-plan search params; anything malformed is dropped. */
export function floorPlanSearch(search: Record<string, unknown>): FloorPlanSearch {
  const plan = search.plan;
  return typeof plan === 'string' && plan.trim() !== '' && plan.length <= 64 ? { plan: plan.trim() } : {};
}
