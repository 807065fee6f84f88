import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

// The company's own texts (item titles, category and staff names) are written in its content
// language, whatever language the interface is in: sorting them by the interface language would
// put a Swedish 'Äpple' among the A's for a user reading the back office in English.
const ContentLocaleContext = createContext<string | null>(null);

/** Provides the locale the company's texts sort in (the session knows it). */
export const ContentLocaleProvider = ContentLocaleContext.Provider;

/** The locale the company's own texts sort in; the interface language until the session is known. */
export function useContentLocale(): string {
  const provided = useContext(ContentLocaleContext);
  const { i18n } = useTranslation();
  return provided ?? i18n.language;
}
