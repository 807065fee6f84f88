import { normalizeCompanyLanguage, normalizeCountry } from '@fika/domain';
import type { companies } from '../platform/db/schema/index.ts';

export interface CompanyView {
  id: string;
  name: string;
  legalName: string | null;
  organizationNumber: string | null;
  country: string;
  timezone: string;
  defaultCurrency: string;
  defaultLanguage: string;
  isPaymentsOnly: boolean;
  createdAt: Date;
}

export function toCompanyView(
  row: Pick<
    typeof companies.$inferSelect,
    | 'id'
    | 'name'
    | 'legalName'
    | 'organizationNumber'
    | 'country'
    | 'timezone'
    | 'defaultCurrency'
    | 'defaultLanguage'
    | 'isPaymentsOnly'
    | 'createdAt'
  >,
): CompanyView {
  return {
    id: row.id,
    name: row.name,
    legalName: row.legalName,
    organizationNumber: row.organizationNumber,
    country: normalizeCountry(row.country),
    timezone: row.timezone,
    defaultCurrency: row.defaultCurrency,
    defaultLanguage: normalizeCompanyLanguage(row.defaultLanguage),
    isPaymentsOnly: row.isPaymentsOnly,
    createdAt: row.createdAt,
  };
}
