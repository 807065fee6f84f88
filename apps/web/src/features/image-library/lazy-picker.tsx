// The picker for other screens, loaded with its own chunk when first rendered: a screen that
// never opens it does not pay for it. Render inside <Suspense>.
import { lazy } from 'react';

/** A form field holding one library image (image-picker.tsx), loaded on first render. */
export const ImagePicker = lazy(() => import('./image-picker.tsx').then((m) => ({ default: m.ImagePicker })));

/** The library modal alone (pick or upload), loaded on first render. */
export const ImagePickerModal = lazy(() =>
  import('./image-picker.tsx').then((m) => ({ default: m.ImagePickerModal })),
);
