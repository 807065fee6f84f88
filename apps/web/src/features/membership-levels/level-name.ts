import { levelTitle } from '@fika/domain';

/** A level's title in the reader's language, falling back to another the level has. */
export function levelName(
  level: { title: Partial<Record<'en' | 'se' | 'no' | 'es', string | null>> },
  language: string,
): string {
  const title = Object.fromEntries(
    Object.entries(level.title).filter(([, v]) => typeof v === 'string' && v),
  ) as Record<string, string>;
  return levelTitle(title, language);
}
