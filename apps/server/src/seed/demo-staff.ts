// Demo Bistro's POS staff: PINs (README's demo section, for the terminal simulator), the venues
// they work at and their default access levels.
import { newId } from '../lib/ids.ts';
import { hashPin, pinLookup } from '../modules/staff/pin.ts';
import type { Tx } from '../platform/db/client.ts';
import { staff, staffVenues } from '../platform/db/schema/index.ts';

type DemoVenue = 'sodermalm' | 'grunerlokka';
type DemoLevel = 'cashier' | 'waiter' | 'manager';

/** The demo staff, their PINs (README), venues and default access level. */
export const DEMO_STAFF = [
  { name: 'Anna Lindqvist', pin: '1234', venues: ['sodermalm', 'grunerlokka'], level: 'manager' },
  { name: 'Erik Johansson', pin: '2345', venues: ['sodermalm'], level: 'waiter' },
  { name: 'Sara Nilsson', pin: '3456', venues: ['sodermalm'], level: 'cashier' },
  { name: 'Johan Berg', pin: '4567', venues: ['grunerlokka'], level: 'waiter' },
  { name: 'Maja Ek', pin: '5678', venues: ['grunerlokka'], level: 'cashier' },
] as const satisfies readonly { name: string; pin: string; venues: readonly DemoVenue[]; level: DemoLevel }[];

/**
 * Inserts the demo staff. `pinSecret` is the server's JWT secret: with it their PINs get the
 * lookup that keeps new staff from taking them; without it (benchmarks) PINs still sign in.
 */
export async function seedDemoStaff(
  tx: Tx,
  companyId: string,
  options: {
    venues: Record<DemoVenue, string>;
    /** The default levels' ids by key (createDefaultAccessLevels). */
    levels: Record<DemoLevel, string>;
    pinSecret?: string | undefined;
  },
): Promise<void> {
  const { venues, levels, pinSecret } = options;
  const hashes = await Promise.all(DEMO_STAFF.map((s) => hashPin(s.pin)));
  const now = new Date();
  const rows = DEMO_STAFF.map((s, i) => ({
    id: newId(),
    companyId,
    name: s.name,
    accessLevelId: levels[s.level],
    pinHash: hashes[i] ?? null,
    pinLookup: pinSecret ? pinLookup(pinSecret, companyId, s.pin) : null,
    pinSetAt: now,
  }));
  await tx.insert(staff).values(rows);
  await tx
    .insert(staffVenues)
    .values(
      DEMO_STAFF.flatMap((s, i) =>
        s.venues.map((venue) => ({ companyId, staffId: rows[i]?.id ?? '', venueId: venues[venue] })),
      ),
    );
}
