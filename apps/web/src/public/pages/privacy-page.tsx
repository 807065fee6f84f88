import { PrivacyPolicy } from '../../ui/privacy-policy.tsx';
import type { PageProps } from '../page-props.ts';

/** The public privacy policy page (/{lang}/privacy-policy). */
export function PrivacyPage(_props: PageProps) {
  return (
    <div className="section privacy-page">
      <div className="container container-narrow privacy-page__inner">
        <PrivacyPolicy headingLevel={1} />
      </div>
    </div>
  );
}
