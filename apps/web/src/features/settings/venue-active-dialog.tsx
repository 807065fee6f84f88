import { venueSchema } from '@fika/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/i18n.ts';
import { StackedModal } from '../../ui/modal-stack.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useSession } from '../session/index.ts';
import { SETTINGS_QUERY_KEYS, type SettingsVenue, updateVenue, useRefreshAfterSave } from './use-settings.ts';
import { venueFormValues, venueInput } from './venue-form.tsx';

/** Props of {@link VenueActiveDialog}. */
export interface VenueActiveDialogProps {
  /** The venue to deactivate (if active) or reactivate; null keeps the dialog closed. */
  venue: SettingsVenue | null;
  onClose: () => void;
}

/** Confirms deactivating a venue (its terminals stop selling) or reactivating it, then does it. */
export function VenueActiveDialog({ venue, onClose }: VenueActiveDialogProps) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const { metadata } = useSession();
  const refreshAfterSave = useRefreshAfterSave();
  const [busy, setBusy] = useState(false);
  // Kept while the dialog closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState(venue);
  if (venue && venue !== shown) setShown(venue);
  const deactivating = shown?.active ?? true;
  const name = shown?.name ?? '';

  async function confirm() {
    if (!shown || busy) return;
    // updateVenue takes the whole venue: it is sent as it is, only `active` changes.
    const input = venueSchema.safeParse(venueInput(venueFormValues(shown, metadata.timezone)));
    if (!input.success) {
      toast.error(t('venues.fixFirst', { name }));
      onClose();
      return;
    }
    setBusy(true);
    const result = await updateVenue(shown.id, input.data, !deactivating);
    if (result.success) {
      toast.success(deactivating ? t('venues.deactivated', { name }) : t('venues.reactivated', { name }));
      await refreshAfterSave(SETTINGS_QUERY_KEYS.venues);
      onClose();
    } else {
      toast.error(t(errorMessageKey(result.errorCodes), { ns: 'common' }));
    }
    setBusy(false);
  }

  return (
    <StackedModal
      opened={venue !== null}
      onClose={busy ? () => {} : onClose}
      title={
        deactivating ? t('venueActive.deactivateTitle', { name }) : t('venueActive.reactivateTitle', { name })
      }
    >
      <Stack gap="lg">
        <Text>{deactivating ? t('venueActive.deactivateText') : t('venueActive.reactivateText')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {t('venueActive.cancel')}
          </Button>
          <Button color={deactivating ? 'red' : 'teal'} loading={busy} onClick={() => void confirm()}>
            {deactivating ? t('venueActive.deactivateConfirm') : t('venueActive.reactivateConfirm')}
          </Button>
        </Group>
      </Stack>
    </StackedModal>
  );
}
