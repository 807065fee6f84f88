import { COMPANY_LANGUAGES, type CompanyLanguage } from '@fika/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A text in the four content languages (§3), as a form edits it. */
export type TranslatedText = Record<CompanyLanguage, string>;

/** Props of {@link TranslationFields}. */
export interface TranslationFieldsProps {
  /** 'title' or 'name': the main text's field path; the others are `${field}Lang.<language>`. */
  field: 'title' | 'name';
  value: TranslatedText;
  onChange: (value: TranslatedText, changedField: string) => void;
  errorOf: (field: string) => string | undefined;
  /** The company language: its text is the main, required one and comes first. */
  language: CompanyLanguage;
}

/** One input per content language, the company's first and required (item titles, category names). */
export function TranslationFields({ field, value, onChange, errorOf, language }: TranslationFieldsProps) {
  const { t } = useTranslation('catalogue');
  const languages = [language, ...COMPANY_LANGUAGES.filter((l) => l !== language)];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {languages.map((lang) => {
        const main = lang === language;
        const path = main ? field : `${field}Lang.${lang}`;
        return (
          <TextInput
            key={lang}
            name={path}
            label={t(`languages.${lang}`)}
            withAsterisk={main}
            aria-required={main || undefined}
            data-autofocus={main || undefined}
            value={value[lang]}
            error={errorOf(path) ?? (main ? errorOf(`${field}Lang.${lang}`) : undefined)}
            onChange={(event) => onChange({ ...value, [lang]: event.currentTarget.value }, path)}
          />
        );
      })}
    </SimpleGrid>
  );
}

/** The form's texts of a translated value, the main text filling the company language when it has none. */
export function translatedText(
  main: string | null | undefined,
  lang: Partial<Record<CompanyLanguage, string | null>> | null | undefined,
  language: CompanyLanguage,
): TranslatedText {
  const text: TranslatedText = {
    se: lang?.se ?? '',
    en: lang?.en ?? '',
    es: lang?.es ?? '',
    no: lang?.no ?? '',
  };
  if (!text[language] && main) text[language] = main;
  return text;
}
