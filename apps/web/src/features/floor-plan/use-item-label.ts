import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanItem } from './editor-state.ts';

/** The accessible name of a table or area on the canvas: what it is, where, and how it is turned. */
export function useItemLabel(): (item: PlanItem) => string {
  const { t } = useTranslation('floor-plans');
  return useCallback(
    (item: PlanItem) =>
      item.kind === 'table'
        ? t('itemLabel.table', {
            code: item.code,
            count: item.seats,
            x: item.posX + 1,
            y: item.posY + 1,
            rotation: item.rotation,
          })
        : t('itemLabel.area', {
            label: item.code,
            x: item.posX + 1,
            y: item.posY + 1,
            rotation: item.rotation,
          }),
    [t],
  );
}
