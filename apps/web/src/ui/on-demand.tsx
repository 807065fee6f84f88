import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` — typically a React.lazy drawer or dialog — from the first time `open` holds,
 * so a screen's first load does not carry a form, its inputs and validation that most visits never
 * open (DESIGN.md budgets: 60 KB per route). Once shown it stays mounted, so closing animates.
 */
export function OnDemand({ open, children }: { open: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
