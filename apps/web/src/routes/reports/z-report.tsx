import { createFileRoute, redirect } from '@tanstack/react-router';

// The quick search lists /reports/z-report (§2.2); the Z-reports live at /reports/z-reports.
export const Route = createFileRoute('/reports/z-report')({
  beforeLoad: () => {
    throw redirect({ to: '/reports/z-reports', replace: true });
  },
});
