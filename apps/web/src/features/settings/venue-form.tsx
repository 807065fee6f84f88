import { isCountryCode, MAX_STAFF_IDLE_TIMEOUT, type VenueInput, venueSchema } from '@fika/domain';
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedModal } from '../../ui/modal-stack.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useSession } from '../session/index.ts';
import { formatIdleTimeout, orgNumberHint, orgNumberLabelKey } from './options.ts';
import { TimeZoneSelect } from './settings-fields.tsx';
import { SETTINGS_FORM } from './settings-form.ts';
import {
  createVenue,
  SETTINGS_QUERY_KEYS,
  type SettingsVenue,
  updateVenue,
  useRefreshAfterSave,
} from './use-settings.ts';

/** What the venue form holds, every field as the user sees it. */
export interface VenueFormValues {
  name: string;
  legalName: string;
  organizationNumber: string;
  locationName: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  timezone: string;
  /** Seconds; '' while the field is empty. */
  staffIdleTimeout: number | string;
  /** The venue already has a location: emptied address fields are then sent, to clear them. */
  hasLocation: boolean;
}

// The phone a venue gets when none is given (§7): the form shows it as empty.
const NO_PHONE = '0';

/** The form's values for a venue, or for a new one in `timezone`. */
export function venueFormValues(venue: SettingsVenue | null, timezone: string): VenueFormValues {
  const location = venue?.location;
  return {
    name: venue?.name ?? '',
    legalName: venue?.legalName ?? '',
    organizationNumber: venue?.organizationId ?? '',
    locationName: location && location.name !== venue?.name ? location.name : '',
    street: location?.street ?? '',
    zip: location?.zip ?? '',
    city: location?.city ?? '',
    phone: venue && venue.phone !== NO_PHONE ? venue.phone : '',
    timezone: venue?.timezone ?? timezone,
    staffIdleTimeout: venue?.staffIdleTimeout ?? 0,
    hasLocation: Boolean(location),
  };
}

/** The venueSchema input for the form's values: an empty phone is left out, never sent as ''. */
export function venueInput(values: VenueFormValues): VenueInput {
  const location = { name: values.locationName, street: values.street, zip: values.zip, city: values.city };
  const anyAddress = Object.values(location).some((value) => value.trim() !== '');
  return {
    name: values.name,
    legalName: values.legalName,
    organizationNumber: values.organizationNumber,
    timezone: values.timezone,
    phone: values.phone.trim() === '' ? undefined : values.phone,
    // An emptied field counts as 0, "never locks", as the field's hint says.
    staffIdleTimeout: typeof values.staffIdleTimeout === 'number' ? values.staffIdleTimeout : undefined,
    location: anyAddress || values.hasLocation ? location : undefined,
  };
}

// Where the schema and the server report each address field (venueInput nests them).
const LOCATION_PATHS = {
  locationName: 'location.name',
  street: 'location.street',
  zip: 'location.zip',
  city: 'location.city',
} as const;

interface VenueFormProps {
  /** The venue to edit, or null for a new one. */
  venue: SettingsVenue | null;
  onClose: () => void;
}

function VenueForm({ venue, onClose }: VenueFormProps) {
  const { t, i18n } = useTranslation('settings');
  const { metadata } = useSession();
  const refreshAfterSave = useRefreshAfterSave();
  const form = useEntityForm({
    messages: SETTINGS_FORM,
    ready: true,
    record: venue ?? undefined,
    initialValues: (v) => venueFormValues(v ?? null, metadata.timezone),
    schema: venueSchema,
    toInput: venueInput,
    create: createVenue,
    update: (v, input) => updateVenue(v.id, input),
    onSaved: async () => {
      // The venue switcher lists the venues of the session.
      await refreshAfterSave(SETTINGS_QUERY_KEYS.venues);
      onClose();
    },
    savedMessage: ({ name }, created) => t(created ? 'venues.created' : 'venues.saved', { name }),
  });
  const values = form.values;
  const { busy } = form;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };
  const field = <K extends keyof VenueFormValues & string>(name: K, path: string = name) => ({
    name: path,
    ...form.field(name, path),
  });
  const address = (name: keyof typeof LOCATION_PATHS) => field(name, LOCATION_PATHS[name]);
  if (!values) return null; // Only before the first values are taken, in the same render.

  const country = metadata.country;
  const idle = typeof values.staffIdleTimeout === 'number' ? values.staffIdleTimeout : 0;
  const keepsPhone = venue !== null && venue.phone !== NO_PHONE;

  return (
    <form ref={form.drawer.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...field('name')}
            label={t('venueForm.name')}
            withAsterisk
            aria-required
            data-autofocus
          />
          <TextInput {...field('legalName')} label={t('venueForm.legalName')} />
          <TextInput
            {...field('organizationNumber')}
            label={t(orgNumberLabelKey(country))}
            description={isCountryCode(country) ? orgNumberHint(t, country) : undefined}
          />
          <TextInput
            {...field('phone')}
            type="tel"
            autoComplete="tel"
            label={t('venueForm.phone')}
            description={keepsPhone ? t('venueForm.phoneKeepHint') : t('venueForm.phoneHint')}
          />
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('venueForm.address')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...address('locationName')}
            label={t('venueForm.locationName')}
            description={t('venueForm.locationNameHint')}
          />
          <TextInput {...address('street')} label={t('venueForm.street')} autoComplete="street-address" />
          <TextInput {...address('zip')} label={t('venueForm.zip')} autoComplete="postal-code" />
          <TextInput {...address('city')} label={t('venueForm.city')} autoComplete="address-level2" />
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('venueForm.terminals')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TimeZoneSelect
            label={t('venueForm.timezone')}
            description={t('venueForm.timezoneHint')}
            withAsterisk
            {...field('timezone')}
          />
          <NumberInput
            label={t('venueForm.idleTimeout')}
            description={t('venueForm.idleTimeoutHint', {
              max: MAX_STAFF_IDLE_TIMEOUT,
              duration: formatIdleTimeout(t, i18n.language, idle),
            })}
            min={0}
            max={MAX_STAFF_IDLE_TIMEOUT}
            step={30}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...field('staffIdleTimeout')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('venueForm.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {venue ? t('venueForm.save') : t('venueForm.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Props of {@link VenueFormDialog}. */
export interface VenueFormDialogProps {
  opened: boolean;
  /** The venue to edit, or null for a new one. */
  venue: SettingsVenue | null;
  onClose: () => void;
}

/** The create/edit venue dialog; a new venue starts in the company's time zone. */
export function VenueFormDialog({ opened, venue, onClose }: VenueFormDialogProps) {
  const { t } = useTranslation('settings');
  return (
    <StackedModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={venue ? t('venueForm.editTitle', { name: venue.name }) : t('venueForm.createTitle')}
    >
      {opened && <VenueForm key={venue?.id ?? 'new'} venue={venue} onClose={onClose} />}
    </StackedModal>
  );
}
