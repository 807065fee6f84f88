// Where the "Test basket" of /discounts mounts (issue #14 point 3, owned by the preview part):
// its panel, which loads its own chunk and texts when the tab first opens. Null would hide the
// tab bar altogether.
import type { ComponentType } from 'react';
import { DiscountPreview } from '../discount-preview/index.ts';

export const BasketPreview: ComponentType | null = DiscountPreview;
