import { COMPANY_LANGUAGES, type CompanyLanguage, type CompletionContext } from '@fika/domain';
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
 * A title's main language is the text the suggestion starts from, so it is never filled; a
 * description's is filled when empty (it is written from the title).
 */
export function languagesToFill(
  texts: TranslatedText,
  main: CompanyLanguage,
  withMain = false,
): CompanyLanguage[] {
  const others = COMPANY_LANGUAGES.filter((lang) => lang !== main);
  const candidates = withMain ? COMPANY_LANGUAGES : others;
  const empty = candidates.filter((lang) => texts[lang].trim() === '');
  return empty.length > 0 ? [...empty] : others;
}

// What each kind of suggestion says: the title's translations come from the main title, the
// description is written from the title too.
const LABELS = {
  PRODUCT_TITLE: {
    name: 'suggestTitlesLabel',
    hint: 'suggestHint',
    done: 'suggested',
    testId: 'suggest-titles',
  },
  PRODUCT_DESCRIPTION: {
    name: 'suggestDescriptionLabel',
    hint: 'suggestDescriptionHint',
    done: 'suggestedDescription',
    testId: 'suggest-description',
  },
} as const satisfies Record<CompletionContext, { name: string; hint: string; done: string; testId: string }>;

/** Props of {@link SuggestTexts}. */
export interface SuggestTextsProps {
  /** What to write: the title's translations or a description. */
  context: CompletionContext;
  /** The main title, in `language`: what the assistant writes from. */
  source: string;
  language: CompanyLanguage;
  /** The texts the suggestion fills (the titles, or the descriptions). */
  texts: TranslatedText;
  /** The texts with the suggestion in: the form shows them to check, nothing is saved. */
  onSuggested: (texts: TranslatedText) => void;
}

/**
 * "Suggest" beside a product's titles or description: asks the writing assistant and fills the
 * languages {@link languagesToFill} names. A failure says so and leaves the texts alone.
 */
export function SuggestTexts({ context, source, language, texts, onSuggested }: SuggestTextsProps) {
  const { t } = useTranslation('catalogue');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [sandbox, setSandbox] = useState(false);
  const main = source.trim();
  const labels = LABELS[context];

  const suggest = async () => {
    setBusy(true);
    const result = await request(
      GENERATE_COMPLETION_MUTATION,
      { context, input: main, language },
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
    const { texts: written, sandbox: fromSandbox } = result.data.generateCompletion;
    const next = { ...texts };
    for (const lang of languagesToFill(texts, language, context === 'PRODUCT_DESCRIPTION')) {
      next[lang] = written[lang];
    }
    setSandbox(fromSandbox);
    onSuggested(next);
    toast.success(t(`productForm.${labels.done}`));
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
      <Tooltip label={main ? t(`productForm.${labels.hint}`) : t('productForm.suggestNeedsTitle')}>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconWand size={16} />}
          onClick={suggest}
          loading={busy}
          disabled={!main}
          data-testid={labels.testId}
          // Two Suggest buttons share the form: the name says which text each one writes.
          aria-label={t(`productForm.${labels.name}`)}
        >
          {t('productForm.suggest')}
        </Button>
      </Tooltip>
    </Group>
  );
}
