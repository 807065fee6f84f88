// The access levels a new company starts with (issue #13): Cashier, Waiter and Manager, named in
// the company's content language so the tills show words the staff use. The permissions are the
// domain's DEFAULT_ACCESS_LEVELS; only the names live here, as company data, not UI texts.
import { type CompanyLanguage, DEFAULT_ACCESS_LEVELS, normalizeCompanyLanguage } from '@fika/domain';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { accessLevels } from '../../platform/db/schema/index.ts';

type DefaultLevelKey = (typeof DEFAULT_ACCESS_LEVELS)[number]['key'];

/** The default levels' names in each company language. */
export const DEFAULT_ACCESS_LEVEL_NAMES: Readonly<Record<CompanyLanguage, Record<DefaultLevelKey, string>>> =
  {
    se: { cashier: 'Kassör', waiter: 'Servitör', manager: 'Chef' },
    en: { cashier: 'Cashier', waiter: 'Waiter', manager: 'Manager' },
    es: { cashier: 'Cajero', waiter: 'Camarero', manager: 'Encargado' },
    no: { cashier: 'Kasserer', waiter: 'Servitør', manager: 'Leder' },
  };

/**
 * Creates the default access levels for a new company in `tx` (the company's creating transaction),
 * named in `language` (a company language; anything else reads as the default one). Returns their
 * ids by template key, so a seed can put staff on them.
 */
export async function createDefaultAccessLevels(
  tx: DbOrTx,
  companyId: string,
  language: string,
): Promise<Record<DefaultLevelKey, string>> {
  const names = DEFAULT_ACCESS_LEVEL_NAMES[normalizeCompanyLanguage(language)];
  const rows = DEFAULT_ACCESS_LEVELS.map((level) => ({
    id: newId(),
    companyId,
    name: names[level.key],
    permissions: [...level.permissions],
    manualDiscountCap: level.manualDiscountCap,
  }));
  await tx.insert(accessLevels).values(rows);
  const ids = {} as Record<DefaultLevelKey, string>;
  DEFAULT_ACCESS_LEVELS.forEach((level, index) => {
    ids[level.key] = rows[index]?.id ?? '';
  });
  return ids;
}
