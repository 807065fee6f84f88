import { useTranslation } from 'react-i18next';
import { useCompanyCountry } from '../lib/company.tsx';
import { type Formats, formatsFor } from '../lib/format.ts';

/**
 * The date and number formatters of the interface language in the company's country; every
 * screen formats through these (never `toLocaleString` or a bare `i18n.language`).
 */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  return formatsFor(i18n.language, useCompanyCountry());
}
