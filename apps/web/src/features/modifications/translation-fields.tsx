import { COMPANY_LANGUAGES } from '@fika/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A text in the four company content languages, as a form edits it ('' = none). */
export type TextsDraft = Record<(typeof COMPANY_LANGUAGES)[number], string>;

/** No translations. */
export const NO_TEXTS: TextsDraft = { se: '', en: '', es: '', no: '' };

/** Translations from the API (null where missing) as form text. */
export function textsDraft(value: Partial<Record<string, string | null>> | null | undefined): TextsDraft {
  return {
    se: value?.se ?? '',
    en: value?.en ?? '',
    es: value?.es ?? '',
    no: value?.no ?? '',
  };
}

/** Props of {@link TranslationFields}. */
export interface TranslationFieldsProps {
  value: TextsDraft;
  onChange: (value: TextsDraft) => void;
  /** Names the inputs: "Swedish" becomes "Swedish – Milk" for screen readers when given. */
  of?: string;
  /** The field path the errors are under ('titleLang'); `errorOf` gives the message of a path. */
  path: string;
  errorOf: (field: string) => string | undefined;
}

/** Four inputs, one per content language (se, en, es, no), for a title or name. */
export function TranslationFields({ value, onChange, of, path, errorOf }: TranslationFieldsProps) {
  const { t } = useTranslation('pim');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {COMPANY_LANGUAGES.map((language) => (
        <TextInput
          key={language}
          label={t(`languages.${language}`)}
          aria-label={of ? `${t(`languages.${language}`)} – ${of}` : undefined}
          value={value[language]}
          error={errorOf(`${path}.${language}`)}
          onChange={(event) => onChange({ ...value, [language]: event.currentTarget.value })}
        />
      ))}
    </SimpleGrid>
  );
}
