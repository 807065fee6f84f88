import { COMPANY_LANGUAGES, type CompanyLanguage } from '@fika/domain';
import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../lib/graphql.ts';
import { request } from '../../lib/request.ts';
import { useToast } from '../../ui/toasts.tsx';
import type { TranslatedText } from '../../ui/translation-fields.tsx';

/** The writing assistant (#17 item 10): a text written in the four company languages. */
export const GENERATE_COMPLETION_MUTATION = graphql(`
  mutation GenerateCompletion($context: CompletionContext!, $input: String!, $language: String!) {
    generateCompletion(context: $context, input: $input, language: $language) {
      texts {
        se
        en
        es
        no
      }
      model
      sandbox
    }
  }
`);

/**
 * The languages a suggestion fills: the empty ones; when none is empty, every one but the main
 * (the user asked again, so they want new words) — a typed translation is never lost silently.
 */
export function languagesToFill(titles: TranslatedText, main: CompanyLanguage): CompanyLanguage[] {
  const others = COMPANY_LANGUAGES.filter((lang) => lang !== main);
  const empty = others.filter((lang) => titles[lang].trim() === '');
  return empty.length > 0 ? empty : others;
}

/** Props of {@link SuggestTitles}. */
export interface SuggestTitlesProps {
  titles: TranslatedText;
  language: CompanyLanguage;
  onSuggested: (titles: TranslatedText) => void;
}

/** "Suggest" beside a product's titles: fills the other company languages from the main title. */
export function SuggestTitles({ titles, language, onSuggested }: SuggestTitlesProps) {
  const { t } = useTranslation('catalogue');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [sandbox, setSandbox] = useState(false);
  const main = titles[language].trim();

  const suggest = async () => {
    setBusy(true);
    const result = await request(
      GENERATE_COMPLETION_MUTATION,
      { context: 'PRODUCT_TITLE', input: main, language },
      { expectedCodes: ['RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'BAD_USER_INPUT'] },
    );
    setBusy(false);
    if (!result.success) {
      toast.error(
        result.errorCodes.includes('RATE_LIMITED')
          ? t('productForm.suggestRateLimited')
          : t('productForm.suggestUnavailable'),
      );
      return;
    }
    const { texts, sandbox: fromSandbox } = result.data.generateCompletion;
    const next = { ...titles };
    for (const lang of languagesToFill(titles, language)) next[lang] = texts[lang];
    setSandbox(fromSandbox);
    onSuggested(next);
    toast.success(t('productForm.suggested'));
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {sandbox && (
        <Tooltip label={t('productForm.suggestSandboxHint')}>
          <Badge size="xs" color="orange" variant="light">
            {t('productForm.sandbox')}
          </Badge>
        </Tooltip>
      )}
      <Tooltip label={main ? t('productForm.suggestHint') : t('productForm.suggestNeedsTitle')}>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconWand size={16} />}
          onClick={suggest}
          loading={busy}
          disabled={!main}
          data-testid="suggest-titles"
        >
          {t('productForm.suggest')}
        </Button>
      </Tooltip>
    </Group>
  );
}
