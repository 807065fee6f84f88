import { createFileRoute, redirect } from '@tanstack/react-router';

// A signed-in user following an activation link is already active: §2.2 sends them home.
export const Route = createFileRoute('/activate/$token')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
