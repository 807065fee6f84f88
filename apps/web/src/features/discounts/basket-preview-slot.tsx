// Where the "Test basket" of /discounts mounts (issue #14 point 3, owned by the preview part).
// Null until that panel exists: the page then shows no tab bar at all. The preview part replaces
// null with its lazy panel, e.g.
//   lazy(() => import('../discount-preview/index.ts').then((m) => ({ default: m.BasketPreviewPanel })))
// so the panel stays in its own chunk, loaded when the tab opens.
import type { ComponentType } from 'react';

export const BasketPreview: ComponentType | null = null;
