import { LOYALTY_CHANNELS, type PromoCodeInput, promoCodeInputSchema } from '@fika/domain';
import { Checkbox, Group, NumberInput, Select, Stack, Switch, Tabs, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoadErrorState } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { useDeleteLoyalty } from './use-delete-loyalty.ts';
import {
  createPromoCode,
  LOYALTY_FORM,
  localized,
  loyaltyChoicesQuery,
  type PromoCode,
  updatePromoCode,
  useRefreshLoyalty,
} from './use-loyalty.ts';

export interface PromoCodeDrawerProps {
  entity: EntityParam;
  codes: readonly PromoCode[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}

const LANGUAGES = ['en', 'se', 'es'] as const;

interface Draft {
  code: string;
  title: { en: string; se: string; es: string };
  membershipLevelId: string | null;
  offerId: string | null;
  startsAt: string;
  endsAt: string;
  maxUses: number | string;
  maxUsesPerMember: number | string;
  channels: string[];
  active: boolean;
}

// datetime-local holds the browser's local time without a zone; the API takes ISO instants.
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const toInstant = (local: string) => {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};
const limit = (value: number | string) => (value === '' ? null : Number(value));

function draftOf(c: PromoCode | undefined): Draft {
  return {
    code: c?.code ?? '',
    title: { en: c?.title.en ?? '', se: c?.title.se ?? '', es: c?.title.es ?? '' },
    membershipLevelId: c?.membershipLevelId ?? null,
    offerId: c?.offerId ?? null,
    startsAt: toLocalInput(c?.startsAt ?? null),
    endsAt: toLocalInput(c?.endsAt ?? null),
    maxUses: c?.maxUses ?? '',
    maxUsesPerMember: c?.maxUsesPerMember ?? '',
    channels: c ? [...c.channels] : [...LOYALTY_CHANNELS],
    active: c?.active ?? true,
  };
}

/** The §5 input: an empty level or offer is sent as `{}` and dropped by the server's rule. */
export function promoInputOf(d: Draft): PromoCodeInput {
  return {
    code: d.code,
    title: d.title,
    membershipLevel: d.membershipLevelId ? { id: d.membershipLevelId } : {},
    offer: d.offerId ? { id: d.offerId } : {},
    startsAt: toInstant(d.startsAt),
    endsAt: toInstant(d.endsAt),
    maxUses: limit(d.maxUses),
    maxUsesPerMember: limit(d.maxUsesPerMember),
    channels: d.channels as PromoCodeInput['channels'],
    active: d.active,
  };
}

type SentInput = Parameters<typeof createPromoCode>[0];
const sendable = (data: ReturnType<typeof promoCodeInputSchema.parse>): SentInput => ({
  code: data.code,
  title: data.title,
  membershipLevel: { id: data.membershipLevelId },
  offer: { id: data.offerId },
  startsAt: data.startsAt,
  endsAt: data.endsAt,
  maxUses: data.maxUses,
  maxUsesPerMember: data.maxUsesPerMember,
  channels: data.channels,
  active: data.active,
});

/** The create/edit drawer of a promo code: code, titles in three languages, what it grants, limits. */
export function PromoCodeDrawer({ entity, codes, load }: PromoCodeDrawerProps) {
  const { t, i18n } = useTranslation('loyalty');
  const choices = useQuery(loyaltyChoicesQuery);
  const remove = useDeleteLoyalty();
  const { row, ready, drawer } = useListDrawer(entity, codes, load, (c) => remove(c.id, c.code, 'promo'));
  const form = useEntityForm({
    messages: LOYALTY_FORM,
    ready,
    record: row,
    initialValues: draftOf,
    schema: promoCodeInputSchema,
    toInput: promoInputOf,
    create: (data) => createPromoCode(sendable(data)),
    update: (c, data) => updatePromoCode(c.id, sendable(data)),
    onSaved: useRefreshLoyalty(),
    savedMessage: ({ code }, created) => t(created ? 'promo.created' : 'promo.saved', { code }),
  });
  const values = form.values;
  return (
    <EntityDrawer {...drawer} {...form.drawer} title={form.isNew ? t('promo.new') : (row?.code ?? '')}>
      {values && (
        <Stack gap="md">
          <TextInput
            label={t('promo.fields.code')}
            description={t('promo.fields.codeHint')}
            required
            data-autofocus
            {...form.field('code')}
            onChange={(event) => form.setValues({ code: event.currentTarget.value.toUpperCase() })}
          />
          <Tabs defaultValue="en">
            <Tabs.List>
              {LANGUAGES.map((lang) => (
                <Tabs.Tab key={lang} value={lang}>
                  {t(`languages.${lang}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LANGUAGES.map((lang) => (
              <Tabs.Panel key={lang} value={lang} pt="xs">
                <TextInput
                  label={t('promo.fields.title', { language: t(`languages.${lang}`) })}
                  value={values.title[lang]}
                  error={form.errorOf(`title.${lang}`)}
                  onChange={(event) => {
                    form.clearError(`title.${lang}`);
                    form.setValues({ title: { ...values.title, [lang]: event.currentTarget.value } });
                  }}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
          <Select
            label={t('promo.fields.level')}
            description={t('promo.fields.levelHint')}
            placeholder={t('promo.none')}
            data={(choices.data?.membershipLevels ?? []).map((l) => ({
              value: l.id,
              label: localized(l.title, i18n.language),
            }))}
            clearable
            {...form.field('membershipLevelId')}
            error={form.errorOf('membershipLevel')}
          />
          <Select
            label={t('promo.fields.offer')}
            placeholder={t('promo.none')}
            data={(choices.data?.offers ?? []).map((o) => ({ value: o.id, label: o.name }))}
            searchable
            clearable
            {...form.field('offerId')}
            error={form.errorOf('offer')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              type="datetime-local"
              label={t('promo.fields.startsAt')}
              {...form.field('startsAt')}
              miw={180}
            />
            <TextInput
              type="datetime-local"
              label={t('promo.fields.endsAt')}
              {...form.field('endsAt')}
              miw={180}
            />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label={t('promo.fields.maxUses')}
              description={t('promo.fields.noLimit')}
              min={1}
              allowDecimal={false}
              {...form.field('maxUses')}
              miw={160}
            />
            <NumberInput
              label={t('promo.fields.maxUsesPerMember')}
              description={t('promo.fields.perMemberHint')}
              min={1}
              allowDecimal={false}
              {...form.field('maxUsesPerMember')}
              miw={160}
            />
          </Group>
          <Checkbox.Group label={t('fields.channels')} required {...form.field('channels')}>
            <Group gap="md" mt={4}>
              {LOYALTY_CHANNELS.map((channel) => (
                <Checkbox key={channel} value={channel} label={t(`channels.${channel}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch label={t('promo.fields.active')} {...form.checkbox('active')} />
        </Stack>
      )}
    </EntityDrawer>
  );
}
