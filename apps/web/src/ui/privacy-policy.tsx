import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './privacy-policy.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5;

export interface PrivacyPolicyProps {
  /**
   * Level of the policy's title; section headings sit one level below. The public page uses 1;
   * a modal in the back office can pass 2 and point aria-labelledby at `${idPrefix}-title`.
   */
  headingLevel?: HeadingLevel;
  /** Prefix of the element ids (title and section anchors such as `privacy-rights`). */
  idPrefix?: string;
  /** Show the table of contents; a modal may leave it out, since its links change the URL hash. */
  showContents?: boolean;
}

interface PolicyItem {
  term?: string;
  text: string;
}

interface PolicySection {
  title: string;
  paragraphs?: string[];
  items?: PolicyItem[];
  closing?: string[];
}

const EMAIL = 'privacy@fika.test';
const ADDRESS_LINES = ['Götgatan 22', '118 46 Stockholm'];

function Heading({
  level,
  id,
  className,
  children,
}: {
  level: number;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(level, 6)}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** The privacy policy's text (§1), without page chrome, so the public page and a modal can share it. */
export function PrivacyPolicy({
  headingLevel = 1,
  idPrefix = 'privacy',
  showContents = true,
}: PrivacyPolicyProps) {
  const { t } = useTranslation('privacy');
  const baseId = `${idPrefix}-title`;
  const sections: Record<string, PolicySection> = t('sections', { returnObjects: true });
  const entries = Object.entries(sections);
  const sectionId = (key: string) => `${idPrefix}-${key}`;
  const contactId = sectionId('contact');

  return (
    <article className="privacy-policy" aria-labelledby={baseId}>
      <header className="privacy-policy__header">
        <Heading level={headingLevel} id={baseId} className="privacy-policy__title">
          {t('title')}
        </Heading>
        <p className="privacy-policy__updated">
          {t('lastUpdatedLabel')} <time dateTime="2025-09-15">{t('lastUpdatedDate')}</time>
        </p>
        <p className="privacy-policy__intro">{t('intro')}</p>
      </header>

      {showContents && (
        <nav className="privacy-policy__toc" aria-label={t('contentsLabel')}>
          <ol>
            {entries.map(([key, section]) => (
              <li key={key}>
                <a href={`#${sectionId(key)}`}>{section.title}</a>
              </li>
            ))}
            <li>
              <a href={`#${contactId}`}>{t('contact.title')}</a>
            </li>
          </ol>
        </nav>
      )}

      {entries.map(([key, section]) => (
        <section key={key} className="privacy-policy__section" aria-labelledby={sectionId(key)}>
          <Heading level={headingLevel + 1} id={sectionId(key)}>
            {section.title}
          </Heading>
          {section.paragraphs?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item.text}>
                  {item.term && <strong>{item.term}</strong>} {item.text}
                </li>
              ))}
            </ul>
          )}
          {section.closing?.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}

      <section className="privacy-policy__section" aria-labelledby={contactId}>
        <Heading level={headingLevel + 1} id={contactId}>
          {t('contact.title')}
        </Heading>
        <p>{t('contact.intro')}</p>
        <dl className="privacy-policy__contact">
          <div>
            <dt>{t('contact.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${EMAIL}`}>{EMAIL}</a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.postLabel')}</dt>
            <dd>
              <address>
                {t('contact.postRecipient')}
                {ADDRESS_LINES.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
                <br />
                {t('contact.country')}
              </address>
            </dd>
          </div>
        </dl>
      </section>
    </article>
  );
}
