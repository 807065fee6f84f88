import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A menu's name as shown: 'All articles' (§9) in the interface language, others as named. */
export function useMenuName(): (menu: { name: string; isDefault: boolean }) => string {
  const { t } = useTranslation('menus');
  return useCallback((menu) => (menu.isDefault ? t('allArticles') : menu.name), [t]);
}
