// Licence gating (§6) on the server: the features a company may use, from its licences under new
// licensing or its old flags, read once per question so every check sees the same answer.
import {
  type LicensedFeature,
  type LicensedFeatures,
  licensedFeatures,
  type OldLicenseFlags,
} from '@fika/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../kernel/errors.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, licenses } from '../../platform/db/schema/index.ts';

/** The company's old licensing flags (§3 GetOldLicenses). */
export async function oldLicenseFlags(db: DbOrTx, companyId: string): Promise<OldLicenseFlags> {
  const [row] = await db
    .select({
      useNewLicenses: companies.useNewLicenses,
      hasExpress: companies.hasExpress,
      hasAppOrders: companies.hasAppOrders,
      hasKDS: companies.hasKds,
      hasCDS: companies.hasCds,
      hasTables: companies.hasTables,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  // An unknown company has nothing: every flag off under new licensing.
  return (
    row ?? {
      useNewLicenses: true,
      hasExpress: false,
      hasAppOrders: false,
      hasKDS: false,
      hasCDS: false,
      hasTables: false,
    }
  );
}

/** What the company may use now (§6): licences under new licensing, the old flags otherwise. */
export async function companyLicensedFeatures(
  db: DbOrTx,
  companyId: string,
  now: Date = new Date(),
): Promise<LicensedFeatures> {
  const flags = await oldLicenseFlags(db, companyId);
  if (!flags.useNewLicenses) return licensedFeatures(flags, [], now);
  const rows = await db
    .select({
      product: licenses.product,
      status: licenses.status,
      validFrom: licenses.validFrom,
      validUntil: licenses.validUntil,
    })
    .from(licenses)
    .where(eq(licenses.companyId, companyId));
  return licensedFeatures(flags, rows, now);
}

/** Refused because the company has no licence for the feature; the screens explain it and link /licenses. */
export const licenseRequired = (feature: LicensedFeature) =>
  new AppError(
    'FORBIDDEN',
    'errors.licenseRequired',
    `Your company has no active licence for this (${feature}). Buy one under Licences.`,
  );

/** Throws `licenseRequired` unless the company may use `feature`. */
export async function requireLicensedFeature(
  db: DbOrTx,
  companyId: string,
  feature: LicensedFeature,
): Promise<void> {
  const features = await companyLicensedFeatures(db, companyId);
  if (!features[feature]) throw licenseRequired(feature);
}
