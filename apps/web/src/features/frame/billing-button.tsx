import { hasScope } from '@fika/domain';
import { Badge, Loader, NavLink } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/request.ts';
import { useToast } from '../../ui/toasts.tsx';
import { useSession } from '../session/index.ts';
import { CUSTOMER_PORTAL_LINK_QUERY } from './extras.graphql.ts';

/**
 * The Billing button (§2.3): with a billing account and FINANCE, opens the billing provider's
 * customer portal in a new tab, showing a spinner while the link is made; no link → the §8 error.
 */
export function BillingButton() {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const { metadata, permissions } = useSession();
  const [busy, setBusy] = useState(false);
  const billingAccountId = metadata.billingAccountId;
  if (!billingAccountId || !hasScope(permissions, 'FINANCE')) return null;

  const open = async () => {
    if (busy) return;
    setBusy(true);
    // Opened during the click, so pop-up blockers allow it; it gets its address when the link is ready.
    const tab = window.open('', '_blank');
    const result = await request(CUSTOMER_PORTAL_LINK_QUERY, {
      billingAccountId,
      redirectUrl: window.location.href,
    });
    setBusy(false);
    const url = result.success ? result.data.customerPortalLink : null;
    if (url) {
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
      return;
    }
    tab?.close();
    toast.error(t('billing.portalFailed'), { title: t('billing.errorTitle') });
  };

  return (
    <NavLink
      component="button"
      label={busy ? t('nav.billingOpening') : t('nav.billing')}
      leftSection={busy ? <Loader size={18} aria-hidden /> : <IconCreditCard size={18} />}
      rightSection={
        // DESIGN: providers run as sandboxes here, and the interface says so.
        <Badge size="xs" variant="outline" color="gray">
          {t('billing.sandbox')}
        </Badge>
      }
      aria-busy={busy}
      // Mantine's NavLink marks `disabled` only as data-disabled; assistive technology needs this.
      aria-disabled={busy || undefined}
      disabled={busy}
      onClick={() => void open()}
    />
  );
}
