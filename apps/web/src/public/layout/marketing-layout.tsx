import type { ReactNode } from 'react';
import type { PublicRoute } from '../routes.ts';

// Scaffold: replaced by the real header, footer and mobile menu.
export function MarketingLayout({ children }: { route: PublicRoute; children: ReactNode }) {
  return <main id="main">{children}</main>;
}
