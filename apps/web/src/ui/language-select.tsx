import { isRtl } from '@fika/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentLanguage,
  isSupportedLanguage,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
  selectLanguage,
} from '../lib/i18n.ts';

/** Language picker listing every UI language in its own language; remembers the choice. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => {
          const language = event.target.value;
          if (isSupportedLanguage(language)) void selectLanguage(language);
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language} dir={isRtl(language) ? 'rtl' : 'ltr'}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
