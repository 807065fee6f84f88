import { useTranslation } from 'react-i18next';
import type { PageProps } from '../page-props.ts';

// Scaffold: replaced by the real page.
export function ActivatePage(_props: PageProps) {
  const { t } = useTranslation('marketing');
  return <h1>{t('meta.activate.title')}</h1>;
}
