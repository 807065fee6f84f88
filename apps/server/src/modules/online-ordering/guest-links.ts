// The links a guest's phone opens: the venue's guest page (/{lang}/order/{slug}) and a table's
// (/{lang}/order/{slug}?table={signed reference}), in the company's language and country. The
// venue code and the table codes on the QR screen, the tables screen and the printed sheets all
// come from here.
import { buildLangSegment, CANONICAL_LANG_SEGMENTS, isUiLanguage } from '@fika/domain';
import type { Config } from '../../config.ts';
import type { CompanyView } from '../../kernel/company-view.ts';
import { tableReference } from './table-ref.ts';

/** The language segment of the company's guest links ('sv-se', 'en-gb'). */
export function guestLangSegment(company: CompanyView): string {
  const language = isUiLanguage(company.defaultLanguage) ? company.defaultLanguage : 'en';
  try {
    return buildLangSegment(language, company.country);
  } catch {
    // A country code that cannot be a segment: the language's own segment still opens the page.
    return CANONICAL_LANG_SEGMENTS[language];
  }
}

/** The venue's guest ordering page. */
export function guestVenueUrl(config: Config, company: CompanyView, slug: string): string {
  return `${config.publicUrl}/${guestLangSegment(company)}/order/${slug}`;
}

/** A table's guest page: the venue's, told the table by its unforgeable reference. */
export function guestTableUrl(config: Config, company: CompanyView, slug: string, tableId: string): string {
  return `${guestVenueUrl(config, company, slug)}?table=${tableReference(config.jwtSecret, tableId)}`;
}
