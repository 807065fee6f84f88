// What's new, the writing assistant and the support contact form (#17 items 9–11): the rules both
// the server and the web app check, so a form refuses what the server would refuse.
import * as z from 'zod/mini';
import { COMPANY_LANGUAGES } from './countries.ts';
import { UI_LANGUAGES } from './language.ts';
import { isScreenPath } from './screen-path.ts';
import { VALIDATION_MESSAGE_KEYS as KEYS, OBJECT_PARAMS, oneOf, requiredText } from './validation.ts';

// Optional trimmed text of a given shape: '' and null come out as undefined.
function optionalMatching(max: number, test: (value: string) => boolean) {
  return z.pipe(
    z.nullish(
      z.string({ error: KEYS.invalid }).check(
        z.trim(),
        z.maxLength(max, { error: KEYS.tooLong }),
        z.refine((value) => value === '' || test(value), KEYS.invalid),
      ),
    ),
    z.transform((value: string | null | undefined) => value || undefined),
  );
}

// ---------------------------------------------------------------------------------------------
// What's new

/** Longest title and body of a What's new entry, per language. */
export const CHANGELOG_TITLE_MAX = 120;
export const CHANGELOG_BODY_MAX = 2000;

/** Most entries the panel lists (newest first). */
export const CHANGELOG_PAGE_SIZE = 20;

const perLanguage = (max: number) =>
  z.object(
    Object.fromEntries(UI_LANGUAGES.map((lang) => [lang, requiredText(max)])) as Record<
      (typeof UI_LANGUAGES)[number],
      ReturnType<typeof requiredText>
    >,
    OBJECT_PARAMS,
  );

/** addChangelogEvent's input: title and body in every one of the seven languages, an optional link. */
export const changelogEntrySchema = z.object(
  {
    title: perLanguage(CHANGELOG_TITLE_MAX),
    body: perLanguage(CHANGELOG_BODY_MAX),
    link: optionalMatching(200, isScreenPath),
  },
  OBJECT_PARAMS,
);

/** The text of an entry in `language`, else English (every entry has all seven). */
export function changelogText(texts: Readonly<Record<string, string>>, language: string): string {
  return texts[language] || texts.en || Object.values(texts)[0] || '';
}

/** True when an entry was published after the user last opened the panel (never opened: all are). */
export function isChangelogUnread(publishedAt: Date, lastReadAt: Date | null): boolean {
  return lastReadAt === null || publishedAt.getTime() > lastReadAt.getTime();
}

// ---------------------------------------------------------------------------------------------
// Writing assistant

/** What the writing assistant is asked to write (generateCompletion's context). */
export const COMPLETION_CONTEXTS = ['PRODUCT_TITLE', 'PRODUCT_DESCRIPTION'] as const;
export type CompletionContext = (typeof COMPLETION_CONTEXTS)[number];

/** Longest text the assistant is given to work from. */
export const COMPLETION_INPUT_MAX = 500;

/** generateCompletion's input: what to write, from which text, in which company language. */
export const completionRequestSchema = z.object(
  {
    context: oneOf(COMPLETION_CONTEXTS, KEYS.invalid),
    input: requiredText(COMPLETION_INPUT_MAX),
    language: oneOf(COMPANY_LANGUAGES, KEYS.companyLanguage),
  },
  OBJECT_PARAMS,
);

// ---------------------------------------------------------------------------------------------
// Support

/** What a support request is about. */
export const SUPPORT_TOPICS = ['QUESTION', 'PROBLEM', 'BILLING', 'HARDWARE', 'IDEA'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** Longest message of a support request. */
export const SUPPORT_MESSAGE_MAX = 5000;

/** The contact form: topic and message, and where the user came from (a screen, the last error's request id). */
export const supportTicketSchema = z.object(
  {
    topic: oneOf(SUPPORT_TOPICS, KEYS.invalid),
    message: requiredText(SUPPORT_MESSAGE_MAX),
    screen: optionalMatching(200, isScreenPath),
    requestId: optionalMatching(64, (value) => /^[A-Za-z0-9-]+$/.test(value)),
  },
  OBJECT_PARAMS,
);
