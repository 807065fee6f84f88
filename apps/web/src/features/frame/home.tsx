import { hasScope, landingPath } from '@fika/domain';
import { Navigate } from '@tanstack/react-router';
import { lazy, type ReactNode } from 'react';
import { useSession } from '../session/index.ts';
import { FirstVenueCall } from './first-venue.tsx';

// Only organisation administrators choose a user: their screen is a chunk of its own.
const SelectUserScreen = lazy(() =>
  import('./select-user.tsx').then((module) => ({ default: module.SelectUserScreen })),
);

/** Where payments-only accounts start: the first entry of their menu (§2.3). */
export const PAYMENTS_HOME = '/payments-transactions';

/**
 * The screen at / (§2.2, §6): Select User while an administrator chooses, the first page of the
 * first scope for users without FINANCE, the call to create the first venue while there is none,
 * else the finance dashboard — passed in by the / route,
 * so the dashboard's code stays in the route's chunk instead of the shell.
 */
export function Home({ dashboard }: { dashboard: ReactNode }) {
  const { selectingUser, metadata, permissions, venues } = useSession();
  if (selectingUser) return <SelectUserScreen />;
  if (metadata.isPaymentsOnly) return <Navigate to={PAYMENTS_HOME} replace />;
  if (!hasScope(permissions, 'FINANCE')) return <Navigate to={landingPath(permissions)} replace />;
  // A new company has no venue yet: the dashboard would only show zeros (issue #12).
  if (venues.length === 0) return <FirstVenueCall page="dashboard" />;
  return dashboard;
}
