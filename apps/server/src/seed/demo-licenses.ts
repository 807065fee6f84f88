// Demo Bistro's licences (§6, issue #16): it uses new licensing, so its features come from these —
// tills, table service, kitchen screens, the app, a customer display and handhelds, yearly and
// monthly, and one expired till licence so the licence list shows what lapses look like.
import { eq } from 'drizzle-orm';
import { newId } from '../lib/ids.ts';
import type { Tx } from '../platform/db/client.ts';
import { companies, licenses } from '../platform/db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** [product, plan, how many, status] of the demo company's licences. */
const DEMO_LICENSES: readonly (readonly [string, string, number, string])[] = [
  ['EPOS', 'YEARLY', 3, 'ACTIVE'],
  ['TSR', 'YEARLY', 2, 'ACTIVE'],
  ['KDS', 'YEARLY', 2, 'ACTIVE'],
  ['APP', 'YEARLY', 1, 'ACTIVE'],
  ['QSR', 'MONTHLY', 1, 'ACTIVE'],
  ['CUSTOMER_DISPLAY', 'MONTHLY', 1, 'ACTIVE'],
  ['HANDHELD_ORDER', 'MONTHLY', 2, 'ACTIVE'],
  ['EPOS', 'MONTHLY', 1, 'EXPIRED'],
];

/** Switches the company to new licensing and gives it the demo licences, none on a device yet. */
export async function seedDemoLicenses(tx: Tx, companyId: string, now: Date = new Date()): Promise<void> {
  await tx.update(companies).set({ useNewLicenses: true }).where(eq(companies.id, companyId));
  const validFrom = new Date(now.getTime() - 120 * DAY_MS);
  await tx.insert(licenses).values(
    DEMO_LICENSES.flatMap(([product, plan, count, status]) =>
      Array.from({ length: count }, () => ({
        id: newId(),
        companyId,
        product,
        plan,
        status,
        source: 'manual',
        validFrom,
        validUntil:
          status === 'EXPIRED'
            ? new Date(now.getTime() - 10 * DAY_MS)
            : new Date(validFrom.getTime() + (plan === 'YEARLY' ? 365 : 150) * DAY_MS),
      })),
    ),
  );
}
