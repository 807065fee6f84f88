import { createRootRoute } from '@tanstack/react-router';
import { AppFrame, ErrorPage, NotFound } from '../features/frame/index.ts';

export const Route = createRootRoute({
  component: AppFrame,
  notFoundComponent: NotFound,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
});
