import type { PublicRoute } from './routes.ts';

/** What every public page receives from the router. */
export interface PageProps {
  route: PublicRoute;
}
