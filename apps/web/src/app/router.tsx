import { createRouter } from '@tanstack/react-router';
import { ErrorPage, NotFound } from '../features/frame/index.ts';
import { routeTree } from '../route-tree.gen.ts';

/** The back-office router: file routes under src/routes/, each screen its own chunk. */
export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFound,
  // A screen's error shows inside the frame; the sidebar and top bar stay usable.
  defaultErrorComponent: ({ error }) => <ErrorPage error={error} />,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
