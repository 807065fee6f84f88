import {
  ONLINE_SERVICE_TYPES,
  ONLINE_SETTINGS_MESSAGE_KEYS,
  type OnlineServiceType,
  onlineSettingsSchema,
  PICKUP_SLOT_MINUTES,
  PREPARATION_MINUTES,
  VALIDATION_MESSAGE_KEYS,
} from '@fika/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  CopyButton,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCopy, IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorOf } from '../../lib/request.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import type { FormMessages } from '../../ui/use-form-submit.ts';
import { useSelectedVenue } from '../session/index.ts';
import {
  manageOnlineOrdering,
  type OnlineSettings,
  onlineImagesQuery,
  onlineSettingsQuery,
  updateOnlineSettings,
  useRefreshOnlineSettings,
} from './use-online-settings.ts';

type Key = ParseKeys<'online-settings'>;

const FORM: FormMessages<'online-settings'> = {
  ns: 'online-settings',
  known: new Set<Key>([
    VALIDATION_MESSAGE_KEYS.required,
    VALIDATION_MESSAGE_KEYS.invalid,
    VALIDATION_MESSAGE_KEYS.tooLong,
    VALIDATION_MESSAGE_KEYS.unsupportedCharacter,
    VALIDATION_MESSAGE_KEYS.email,
    VALIDATION_MESSAGE_KEYS.phone,
    ...Object.values(ONLINE_SETTINGS_MESSAGE_KEYS),
  ]),
  invalid: 'form.invalid',
};

interface Values {
  serviceTypes: OnlineServiceType[];
  menus: Record<OnlineServiceType, string | null>;
  preparationMinutes: number | string;
  pickupSlotMinutes: string;
  minOrderAmount: number | null;
  tipsEnabled: boolean;
  cardPayments: boolean;
  counterPayments: boolean;
  guestName: string;
  description: string;
  contactEmail: string;
  contactPhone: string;
  imageId: string | null;
  slug: string;
}

function valuesOf(s: OnlineSettings | undefined): Values {
  const menus = { TAKE_AWAY: null, EAT_HERE: null, TABLE_SERVICE: null } as Values['menus'];
  for (const m of s?.serviceMenus ?? []) menus[m.serviceType as OnlineServiceType] = m.menuId;
  return {
    serviceTypes: (s?.serviceTypes ?? []) as OnlineServiceType[],
    menus,
    preparationMinutes: s?.preparationMinutes ?? 15,
    pickupSlotMinutes: String(s?.pickupSlotMinutes ?? 15),
    minOrderAmount: s?.minOrderAmount ?? 0,
    tipsEnabled: s?.tipsEnabled ?? false,
    cardPayments: s?.cardPayments ?? true,
    counterPayments: s?.counterPayments ?? true,
    guestName: s?.guestName ?? '',
    description: s?.description ?? '',
    contactEmail: s?.contactEmail ?? '',
    contactPhone: s?.contactPhone ?? '',
    imageId: s?.imageId ?? null,
    slug: s?.slug ?? '',
  };
}

// What the schema and the server check: numbers as numbers, an emptied amount as 0.
const toInput = (v: Values) => ({
  ...v,
  preparationMinutes: typeof v.preparationMinutes === 'number' ? v.preparationMinutes : Number.NaN,
  pickupSlotMinutes: Number(v.pickupSlotMinutes),
  minOrderAmount: v.minOrderAmount ?? 0,
});

/** The guest page address as it will read once saved: the live link beside the slug field. */
function linkWithSlug(guestUrl: string, slug: string): string {
  return guestUrl.replace(/[^/]*$/, slug.trim().toLowerCase());
}

/**
 * /online-ordering/settings (a venue): how guests order from their phones at the selected venue —
 * service types each with a menu, preparation and pickup slots, minimum order, tips and payments,
 * the guest page's texts, image and address — and the switch that puts it online.
 */
export function OnlineSettingsPage() {
  const { t } = useTranslation('online-settings');
  const venue = useSelectedVenue();
  const venueId = venue?.id ?? '';
  const settings = useQuery({ ...onlineSettingsQuery(venueId), enabled: venueId !== '' });
  const error = loadErrorOf(settings.error);
  return (
    <Page
      title={t('pages.onlineOrderingSettings', { ns: 'backoffice' })}
      description={t('description', { venue: venue?.name ?? '' })}
    >
      {error ? (
        <Alert color="red" title={t('loadFailed')}>
          <Button variant="default" size="xs" mt="xs" onClick={() => void settings.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : settings.data ? (
        // A fresh read (after a save or the switch) starts the form from what is stored.
        <SettingsForm
          key={`${venueId}:${settings.dataUpdatedAt}`}
          settings={settings.data}
          venueId={venueId}
        />
      ) : (
        <Group justify="center" p="xl">
          <Loader aria-label={t('loading')} />
        </Group>
      )}
    </Page>
  );
}

function OnlineSwitch({
  settings,
  venueId,
  dirty,
}: {
  settings: OnlineSettings;
  venueId: string;
  dirty: boolean;
}) {
  const { t } = useTranslation('online-settings');
  const toast = useToast();
  const refresh = useRefreshOnlineSettings();
  const [busy, setBusy] = useState(false);
  const toggle = async (enabled: boolean) => {
    setBusy(true);
    const result = await manageOnlineOrdering(venueId, enabled);
    setBusy(false);
    if (result.success) {
      toast.success(t(enabled ? 'status.enabled' : 'status.disabled'));
    } else {
      const keys = result.fieldErrors.map((e) => e.message).filter((k) => FORM.known.has(k)) as Key[];
      toast.error(keys.length > 0 ? keys.map((k) => t(k)).join(' ') : t('form.failed'));
    }
    await refresh();
  };
  const blockers = settings.blockers.filter((k) => FORM.known.has(k)) as Key[];
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Switch
          size="md"
          label={t('status.label')}
          description={settings.enabled ? t('status.on') : t('status.off')}
          checked={settings.enabled}
          disabled={busy || dirty || (!settings.enabled && blockers.length > 0)}
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />
        {!settings.enabled && blockers.length > 0 && (
          <Alert color="yellow" title={t('status.cannotEnable')}>
            <Stack gap={4}>
              {blockers.map((k) => (
                <Text key={k} size="sm">
                  {t(k)}
                </Text>
              ))}
              {blockers.includes(ONLINE_SETTINGS_MESSAGE_KEYS.noOpeningHours) && (
                <Anchor component={Link} to="/online-ordering/opening-hours" size="sm">
                  {t('status.setHours')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        {blockers.length === 0 && dirty && (
          <Text size="sm" c="dimmed">
            {t('status.saveFirst')}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('link.label')}
            value={settings.guestUrl}
            readOnly
            style={{ flex: 1, minWidth: 0 }}
            data-testid="online-guest-url"
          />
          <CopyButton value={settings.guestUrl}>
            {({ copied, copy }) => (
              <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
                {copied ? t('link.copied') : t('link.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Anchor component={Link} to="/online-ordering/qr" size="sm">
          <Group gap={4} component="span">
            <IconQrcode size={16} />
            {t('link.qr')}
          </Group>
        </Anchor>
      </Stack>
    </Card>
  );
}

function SettingsForm({ settings, venueId }: { settings: OnlineSettings; venueId: string }) {
  const { t } = useTranslation('online-settings');
  const refresh = useRefreshOnlineSettings();
  const images = useQuery(onlineImagesQuery());
  const form = useEntityForm({
    messages: FORM,
    ready: true,
    record: settings,
    initialValues: valuesOf,
    schema: onlineSettingsSchema,
    toInput,
    create: (input) => updateOnlineSettings(venueId, input),
    update: (_s, input) => updateOnlineSettings(venueId, input),
    onSaved: refresh,
    savedMessage: () => t('saved'),
  });
  const values = form.values;
  if (!values) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };
  const menuOptions = settings.venueMenus.map((m) => ({ value: m.id, label: m.name }));
  const toggleType = (type: OnlineServiceType, on: boolean) =>
    form.setValues({
      serviceTypes: ONLINE_SERVICE_TYPES.filter((x) => (x === type ? on : values.serviceTypes.includes(x))),
    });
  const serviceTypesError = form.errorOf('serviceTypes');
  return (
    <Stack gap="lg" maw={760}>
      <OnlineSwitch settings={settings} venueId={venueId} dirty={form.dirty} />
      <form ref={form.drawer.formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('sections.serviceTypes')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('serviceTypes.hint')}
              </Text>
              {ONLINE_SERVICE_TYPES.map((type) => {
                const offered = values.serviceTypes.includes(type);
                return (
                  <SimpleGrid key={type} cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={4}>
                    <Checkbox
                      mt={{ base: 0, sm: 8 }}
                      label={t(`serviceTypes.${type}`)}
                      checked={offered}
                      onChange={(event) => toggleType(type, event.currentTarget.checked)}
                    />
                    <Select
                      aria-label={t('serviceTypes.menuFor', { type: t(`serviceTypes.${type}`) })}
                      placeholder={t('serviceTypes.chooseMenu')}
                      data={menuOptions}
                      value={values.menus[type]}
                      disabled={!offered}
                      clearable
                      name={`menus.${type}`}
                      error={form.errorOf(`menus.${type}`)}
                      onChange={(menuId) => {
                        form.clearError(`menus.${type}`);
                        form.setValues({ menus: { ...values.menus, [type]: menuId } });
                      }}
                    />
                  </SimpleGrid>
                );
              })}
              {serviceTypesError && (
                <Text size="sm" c="red">
                  {serviceTypesError}
                </Text>
              )}
            </Stack>
          </Card>

          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('sections.ordering')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NumberInput
                  {...form.field('preparationMinutes')}
                  label={t('fields.preparation')}
                  description={t('fields.preparationHint')}
                  min={PREPARATION_MINUTES.min}
                  max={PREPARATION_MINUTES.max}
                  step={5}
                  allowDecimal={false}
                  suffix={` ${t('minutes')}`}
                />
                <Select
                  {...form.field('pickupSlotMinutes')}
                  label={t('fields.pickupSlot')}
                  description={t('fields.pickupSlotHint')}
                  data={PICKUP_SLOT_MINUTES.map((m) => ({
                    value: String(m),
                    label: t('everyMinutes', { minutes: m }),
                  }))}
                  allowDeselect={false}
                />
                <MoneyInput
                  {...form.field('minOrderAmount')}
                  label={t('fields.minOrder')}
                  description={t('fields.minOrderHint')}
                />
              </SimpleGrid>
              <Switch {...form.checkbox('tipsEnabled')} label={t('fields.tips')} />
              <Switch {...form.checkbox('cardPayments')} label={t('fields.cardPayments')} />
              <Switch {...form.checkbox('counterPayments')} label={t('fields.counterPayments')} />
            </Stack>
          </Card>

          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('sections.guestPage')}
              </Title>
              <TextInput
                {...form.field('guestName')}
                label={t('fields.guestName')}
                description={t('fields.guestNameHint')}
              />
              <Textarea
                {...form.field('description')}
                label={t('fields.description')}
                autosize
                minRows={2}
                maxRows={6}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  {...form.field('contactEmail')}
                  type="email"
                  autoComplete="email"
                  label={t('fields.contactEmail')}
                />
                <TextInput
                  {...form.field('contactPhone')}
                  type="tel"
                  autoComplete="tel"
                  label={t('fields.contactPhone')}
                />
              </SimpleGrid>
              <Select
                {...form.field('imageId')}
                label={t('fields.image')}
                description={t('fields.imageHint')}
                placeholder={t('fields.noImage')}
                data={(images.data ?? []).map((i) => ({ value: i.id, label: i.title }))}
                clearable
                searchable
              />
              <TextInput
                {...form.field('slug')}
                label={t('fields.slug')}
                description={t('fields.slugHint', { link: linkWithSlug(settings.guestUrl, values.slug) })}
              />
              {settings.saved && values.slug.trim().toLowerCase() !== settings.slug && (
                <Alert color="yellow">{t('fields.slugChanged')}</Alert>
              )}
            </Stack>
          </Card>
          <Group justify="flex-end">
            <Button type="submit" loading={form.busy}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesGuard dirty={form.dirty && !form.busy} />
    </Stack>
  );
}
