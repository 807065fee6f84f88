import { Group, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ensureNamespaces } from '../../lib/i18n.ts';

// The panel, its pickers and the input rules load when the Test basket is first opened: most
// visits to /discounts only manage offers.
const Panel = lazy(async () => {
  const [module] = await Promise.all([
    import('./discount-preview-panel.tsx'),
    ensureNamespaces(['discount-preview']),
  ]);
  return { default: module.DiscountPreviewPanel };
});

/** The Test basket of /discounts, loaded on first render (mount it where the tab opens). */
export function DiscountPreview() {
  return (
    <Suspense
      fallback={
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      }
    >
      <Panel />
    </Suspense>
  );
}
