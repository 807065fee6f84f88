import { COMPANY_LANGUAGES, type CompanyLanguage } from '@fika/domain';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A text in the four content languages (§3), as a form edits it ('' = none). */
export type TranslatedText = Record<CompanyLanguage, string>;

/** No translations. */
export const NO_TEXTS: TranslatedText = { se: '', en: '', es: '', no: '' };

/**
 * The form's texts of a translated value (null where missing becomes ''). With `main`, its text
 * fills the company language when that has none.
 */
export function translatedText(
  lang: Partial<Record<string, string | null>> | null | undefined,
  main?: { text: string | null | undefined; language: CompanyLanguage },
): TranslatedText {
  const text: TranslatedText = {
    se: lang?.se ?? '',
    en: lang?.en ?? '',
    es: lang?.es ?? '',
    no: lang?.no ?? '',
  };
  if (main?.text && !text[main.language]) text[main.language] = main.text;
  return text;
}

/** Props of {@link TranslationFields}. */
export interface TranslationFieldsProps {
  value: TranslatedText;
  /** The new texts and the field path of the input that changed. */
  onChange: (value: TranslatedText, changedField: string) => void;
  /** Where a language's text and its errors sit: `${path}.${language}` ('titleLang.se'). */
  path: string;
  errorOf: (field: string) => string | undefined;
  /**
   * The company language and the main text's field ('title'): that language comes first, is
   * required, and its input is that field (an error under `${path}.${language}` shows there too).
   */
  main?: { language: CompanyLanguage; field: string };
  /** Names the inputs: "Swedish" becomes "Swedish – Milk" for screen readers when given. */
  of?: string;
  /**
   * A longer, optional text (a description): growing multi-line inputs, and the main language
   * neither required nor focused first (the title above it is).
   */
  multiline?: boolean;
}

/** One input per content language (se, en, es, no) for a title or name; the company's first with `main`. */
export function TranslationFields({
  value,
  onChange,
  path,
  errorOf,
  main,
  of,
  multiline = false,
}: TranslationFieldsProps) {
  const { t } = useTranslation('ui');
  const languages = main
    ? [main.language, ...COMPANY_LANGUAGES.filter((l) => l !== main.language)]
    : COMPANY_LANGUAGES;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {languages.map((lang) => {
        const isMain = lang === main?.language;
        const langPath = `${path}.${lang}`;
        const field = isMain ? main.field : langPath;
        const label = t(`languages.${lang}`);
        const props = {
          name: field,
          label,
          'aria-label': of ? `${label} – ${of}` : undefined,
          value: value[lang],
          error: errorOf(field) ?? (isMain ? errorOf(langPath) : undefined),
        };
        return multiline ? (
          <Textarea
            key={lang}
            {...props}
            // Fixed rows the user can drag taller: autosize listens to document.fonts, which
            // not every environment has.
            rows={3}
            resize="vertical"
            onChange={(event) => onChange({ ...value, [lang]: event.currentTarget.value }, field)}
          />
        ) : (
          <TextInput
            key={lang}
            {...props}
            withAsterisk={isMain}
            aria-required={isMain || undefined}
            data-autofocus={isMain || undefined}
            onChange={(event) => onChange({ ...value, [lang]: event.currentTarget.value }, field)}
          />
        );
      })}
    </SimpleGrid>
  );
}
