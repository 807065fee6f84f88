import { useTranslation } from 'react-i18next';
import type { PageProps } from '../page-props.ts';
import type { ProductPage as Product } from '../routes.ts';

// Scaffold: replaced by the real page.
export function ProductPage({ product }: PageProps & { product: Product }) {
  const { t } = useTranslation('marketing');
  return <h1>{t(`meta.${product}.title`)}</h1>;
}
