import { createFileRoute, redirect } from '@tanstack/react-router';

// 'Modifications' in the quick search (§2.2, §2.5): the same data as Manage modifications, so one
// screen serves both and this address forwards to it.
export const Route = createFileRoute('/pim/variations')({
  beforeLoad: () => {
    throw redirect({ to: '/pim/manage-modifications', replace: true });
  },
});
