import { hasScope } from '@fika/domain';
import { Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureNamespaces } from '../../lib/i18n.ts';
import { OnDemand } from '../../ui/on-demand.tsx';
import { useSession } from '../session/index.ts';

// The drawer (prices, quantities, the checkout call) loads the first time it opens.
const LicenseCheckoutDrawer = lazy(() =>
  import('./license-checkout-drawer.tsx').then((m) => ({ default: m.LicenseCheckoutDrawer })),
);

/** "Buy licences" on /licenses, for FINANCE users only: opens the checkout drawer. */
export function BuyLicensesButton() {
  const canBuy = hasScope(useSession().permissions, 'FINANCE');
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, 'billing'));
  const [open, setOpen] = useState(false);
  // The button brings its own texts, so any page can place it without loading 'billing' first.
  useEffect(() => {
    if (!canBuy || ready) return;
    let live = true;
    // Never rejects: a page rendered with an i18n instance of its own (a test) just shows no button.
    void Promise.resolve()
      .then(() => ensureNamespaces(['billing']))
      .catch(() => false)
      .then((loaded) => {
        if (live && loaded) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [canBuy, ready]);
  if (!canBuy || !ready) return null;
  return (
    <>
      <BuyButton onClick={() => setOpen(true)} />
      <OnDemand open={open}>
        <LicenseCheckoutDrawer opened={open} onClose={() => setOpen(false)} />
      </OnDemand>
    </>
  );
}

function BuyButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <Button leftSection={<IconShoppingCart size={16} />} onClick={onClick}>
      {t('buy')}
    </Button>
  );
}
