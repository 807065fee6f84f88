import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureIcon, type FeatureIconName } from '../illustrations/feature-icons.tsx';
import { SectionHeading } from './section-heading.tsx';

const AUDIENCES: readonly { key: 'owners' | 'single' | 'multi' | 'enterprise'; icon: FeatureIconName }[] = [
  { key: 'owners', icon: 'owner' },
  { key: 'single', icon: 'store' },
  { key: 'multi', icon: 'stores' },
  { key: 'enterprise', icon: 'enterprise' },
];

const TESTIMONIALS = ['elin', 'javier', 'sophie', 'emre'] as const;

/** Restaurant owners, single stores, multi-store groups and enterprises. */
export function AudiencesSection() {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeading
          id={titleId}
          eyebrow={t('landing.audiences.eyebrow')}
          title={t('landing.audiences.title')}
        />
        <ul className="grid grid-4">
          {AUDIENCES.map(({ key, icon }) => (
            <li key={key} className="card audience-card">
              <FeatureIcon name={icon} />
              <h3>{t(`landing.audiences.${key}.title`)}</h3>
              <p>{t(`landing.audiences.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Customer quotes; the header's Testimonials link lands here (#testimonials). */
export function TestimonialsSection() {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section id="testimonials" className="section section-tinted" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeading
          id={titleId}
          eyebrow={t('landing.testimonials.eyebrow')}
          title={t('landing.testimonials.title')}
        />
        <ul className="grid grid-2 testimonials">
          {TESTIMONIALS.map((person) => {
            const name = t(`landing.testimonials.items.${person}.name`);
            return (
              <li key={person}>
                <figure className="card testimonial">
                  <blockquote>
                    <p>{t(`landing.testimonials.items.${person}.quote`)}</p>
                  </blockquote>
                  <figcaption>
                    <span className="avatar" aria-hidden="true">
                      {name
                        .split(' ')
                        .map((part) => part[0])
                        .join('')}
                    </span>
                    <span>
                      <span className="testimonial-name">{name}</span>
                      <span className="testimonial-role">
                        {t(`landing.testimonials.items.${person}.role`)},{' '}
                        {t(`landing.testimonials.items.${person}.venue`)}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
