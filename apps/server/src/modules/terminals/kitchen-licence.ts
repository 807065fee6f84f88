// Licence gating (§6) for kitchen screens: a KDS device reads its venue's feed and orders only while
// the company may use kitchen screens (a KDS licence, or the old hasKDS flag). Tills and other
// devices are not asked, so their hot feed path costs no extra read.
import type { Db } from '../../platform/db/client.ts';
import { requireLicensedFeature } from '../billing/licensed-features.ts';
import type { AuthenticatedTerminal } from './terminals.service.ts';

/** The device kind of a kitchen screen. */
export const KITCHEN_SCREEN_KIND = 'KDS';

/** Throws `errors.licenseRequired` (403) when a kitchen screen's company has no kitchen-screen licence. */
export async function requireKitchenLicence(db: Db, terminal: AuthenticatedTerminal): Promise<void> {
  if (terminal.kind !== KITCHEN_SCREEN_KIND) return;
  await requireLicensedFeature(db, terminal.companyId, 'kitchenScreens');
}
