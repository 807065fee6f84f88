import {
  DISCOUNT_VALUE_TYPES,
  OFFER_CHANNELS,
  OFFER_TYPES,
  offerInputSchema,
  offerTypeUses,
  SERVICE_TYPES,
  WEEKDAYS,
  type Weekday,
} from '@fika/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCopy, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadErrorState } from '../../lib/request.ts';
import { weekdayName } from '../../lib/weekday-name.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useDeleteProtocol } from '../../ui/use-delete-protocol.tsx';
import { type EntityForm, useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import { useSession } from '../session/index.ts';
import {
  DISCOUNTS_FORM,
  type DraftRange,
  type DraftStep,
  draftOf,
  inputOf,
  newStepKey,
  type OfferDraft,
  sortRanges,
} from './offer-form.ts';
import {
  createOffer,
  deleteOffer,
  duplicateOffer,
  type Offer,
  type OfferChoices,
  offerChoicesQuery,
  setOfferActive,
  updateOffer,
  useRefreshOffers,
} from './use-discounts.ts';

/** Props of {@link OfferDrawer}. */
export interface OfferDrawerProps {
  entity: EntityParam;
  /** The loaded offers; undefined while they load. */
  offers: readonly Offer[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}

/** Deletes an offer after asking; names the POS buttons that sell it and offers to remove them too. */
function useDeleteOffer(): (offer: Offer) => Promise<boolean> {
  const { t } = useTranslation('discounts');
  const remove = useDeleteProtocol();
  const refresh = useRefreshOffers();
  return useCallback(
    (offer) =>
      remove({
        send: (force) => deleteOffer(offer.id, force),
        canForce: true,
        texts: {
          title: t('delete.title', { name: offer.name }),
          message: t('delete.message'),
          done: t('delete.done', { name: offer.name }),
          dependents: {
            intro: t('delete.intro'),
            outro: t('delete.outro'),
            kind: ({ count, names }) => t('delete.buttons', { count, names: (names ?? []).join(', ') }),
            confirmForce: t('delete.confirmForce'),
            changed: t('delete.changed'),
          },
        },
        onDeleted: refresh,
      }),
    [refresh, remove, t],
  );
}

/** Duplicate and activate/deactivate: quick actions of a saved offer, above its form. */
function OfferActions({ offer, onOpen }: { offer: Offer; onOpen: (id: string) => void }) {
  const { t } = useTranslation('discounts');
  const toast = useToast();
  const refresh = useRefreshOffers();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const duplicate = () =>
    run(async () => {
      const name = t('copyName', { name: offer.name }).slice(0, 60);
      const result = await duplicateOffer(offer.id, name);
      if (!result.success) {
        toast.error(t('form.invalid'));
        return;
      }
      await refresh();
      toast.success(t('duplicated', { name }));
      onOpen(result.data.duplicateOffer.id);
    });
  const toggle = () =>
    run(async () => {
      const result = await setOfferActive(offer.id, !offer.active);
      if (!result.success) {
        toast.error(t('form.invalid'));
        return;
      }
      await refresh();
      toast.success(t(offer.active ? 'deactivated' : 'activated', { name: offer.name }));
    });
  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconCopy size={14} />}
        loading={busy}
        onClick={duplicate}
      >
        {t('actions.duplicate')}
      </Button>
      <Button
        variant="default"
        size="xs"
        leftSection={offer.active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
        loading={busy}
        onClick={toggle}
      >
        {t(offer.active ? 'actions.deactivate' : 'actions.activate')}
      </Button>
    </Group>
  );
}

/** The create/edit drawer of an offer (?id=, ?id=new), grouped: basics, value, targets or steps, when, where, stacking. */
export function OfferDrawer({ entity, offers, load }: OfferDrawerProps) {
  const { t } = useTranslation('discounts');
  const deleteOne = useDeleteOffer();
  const {
    row: offer,
    ready,
    drawer,
  } = useListDrawer(entity, offers, load, (o) => (o.editable ? deleteOne(o) : Promise.resolve(false)));
  const choices = useQuery({ ...offerChoicesQuery, enabled: entity.id !== undefined });
  const form = useEntityForm({
    messages: DISCOUNTS_FORM,
    ready,
    record: offer,
    initialValues: draftOf,
    toInput: inputOf,
    schema: offerInputSchema,
    create: createOffer,
    update: (o, input) => updateOffer(o.id, input),
    onSaved: useRefreshOffers(),
    savedMessage: ({ name }, created) => t(created ? 'created' : 'saved', { name }),
  });
  const readOnly = offer !== undefined && !offer.editable;
  const values = form.values;

  return (
    <EntityDrawer
      {...drawer}
      {...form.drawer}
      onDelete={readOnly ? undefined : drawer.onDelete}
      title={form.isNew ? t('new') : (offer?.name ?? '')}
      size="lg"
    >
      {values && (
        <Stack gap="md">
          {offer && !readOnly && <OfferActions offer={offer} onOpen={entity.open} />}
          {readOnly && <Text c="dimmed">{t('readOnly')}</Text>}
          <Fieldset variant="unstyled" disabled={readOnly}>
            <Stack gap="lg">
              <BasicsSection form={form} />
              <ValueSection form={form} />
              <AppliesToSection form={form} choices={choices.data} />
              <WhenSection form={form} />
              <WhereSection form={form} />
              <StackingSection form={form} />
            </Stack>
          </Fieldset>
        </Stack>
      )}
    </EntityDrawer>
  );
}

type Form = EntityForm<OfferDraft>;

function Section({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <Fieldset legend={legend} p="sm">
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}

function BasicsSection({ form }: { form: Form }) {
  const { t } = useTranslation('discounts');
  const values = form.values as OfferDraft;
  return (
    <Section legend={t('sections.basics')}>
      <TextInput label={t('fields.name')} required data-autofocus maxLength={60} {...form.field('name')} />
      <Select
        label={t('fields.type')}
        description={t(`typeHints.${values.type}`)}
        data={OFFER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        allowDeselect={false}
        {...form.field('type')}
      />
      <Textarea
        label={t('fields.description')}
        description={t('fields.descriptionHint')}
        rows={2}
        maxLength={500}
        {...form.field('description')}
      />
      <Switch label={t('fields.active')} description={t('fields.activeHint')} {...form.checkbox('active')} />
    </Section>
  );
}

function ValueSection({ form }: { form: Form }) {
  const { t } = useTranslation('discounts');
  const values = form.values as OfferDraft;
  if (!offerTypeUses(values.type).value) return null;
  // A new price is for items and sets, never for a whole order.
  const kinds = DISCOUNT_VALUE_TYPES.filter((kind) => values.type !== 'ORDER_DISCOUNT' || kind !== 'PRICE');
  const staged = values.type === 'STAGED_BUNDLE';
  return (
    <Section legend={t('sections.value')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('fields.discountType')}
          data={kinds.map((kind) => ({ value: kind, label: t(`discountTypes.${kind}`) }))}
          allowDeselect={false}
          {...form.field('discountType')}
        />
        {values.discountType === 'PERCENTAGE' ? (
          <NumberInput
            label={t('fields.percent')}
            required
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            suffix=" %"
            {...form.field('percent', 'value')}
          />
        ) : (
          <MoneyInput
            label={t(
              values.discountType === 'PRICE'
                ? staged
                  ? 'fields.bundlePrice'
                  : 'fields.price'
                : 'fields.amount',
            )}
            required
            {...form.field('amount', 'value')}
          />
        )}
      </SimpleGrid>
    </Section>
  );
}

function AppliesToSection({ form, choices }: { form: Form; choices: OfferChoices | undefined }) {
  const { t } = useTranslation('discounts');
  const values = form.values as OfferDraft;
  const uses = offerTypeUses(values.type);
  const itemName = useMemo(() => new Map((choices?.items ?? []).map((i) => [i.id, i.name])), [choices]);
  const categoryName = useMemo(
    () => new Map((choices?.categories ?? []).map((c) => [c.id, c.name])),
    [choices],
  );
  const nameOf = (key: string) =>
    (key.startsWith('i:') ? itemName.get(key.slice(2)) : categoryName.get(key.slice(2))) ?? t('deleted');
  const selected = values.targets.map((target) => target.key);
  const data = [
    {
      group: t('fields.targetGroups.items'),
      items: (choices?.items ?? []).map((i) => ({ value: `i:${i.id}`, label: i.name })),
    },
    {
      group: t('fields.targetGroups.categories'),
      items: (choices?.categories ?? []).map((c) => ({ value: `c:${c.id}`, label: c.name })),
    },
  ];
  // A target the catalogue no longer has stays visible, so it can be removed.
  const known = new Set(data.flatMap((g) => g.items.map((i) => i.value)));
  const missing = selected
    .filter((key) => !known.has(key))
    .map((key) => ({ value: key, label: t('deleted') }));
  const targetsError =
    form.errorOf('targets') ??
    values.targets.map((_, index) => form.errorOf(`targets.${index}`)).find(Boolean);
  const bundle = values.type === 'BUNDLE';
  return (
    <>
      {uses.targets && (
        <Section legend={t('sections.appliesTo')}>
          <MultiSelect
            label={t('fields.targets')}
            description={t(bundle ? 'fields.targetsBundleHint' : 'fields.targetsHint')}
            required={bundle}
            data={missing.length > 0 ? [...data, { group: t('deleted'), items: missing }] : data}
            value={selected}
            onChange={(keys) => {
              form.clearError('targets');
              for (const index of values.targets.keys()) form.clearError(`targets.${index}`);
              form.setValues({
                targets: keys.map((key) => ({
                  key,
                  quantity: values.targets.find((target) => target.key === key)?.quantity ?? 1,
                })),
              });
            }}
            error={targetsError}
            searchable
            clearable
            hidePickedOptions
            maxDropdownHeight={260}
          />
          {bundle &&
            values.targets.map((target, index) => (
              <NumberInput
                key={target.key}
                label={t('fields.quantityOf', { name: nameOf(target.key) })}
                min={1}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                value={target.quantity}
                onChange={(quantity) =>
                  form.setValues({
                    targets: values.targets.map((other, at) =>
                      at === index ? { ...other, quantity: Number(quantity) || 1 } : other,
                    ),
                  })
                }
              />
            ))}
          {values.type !== 'VISUAL' && (
            <NumberInput
              label={t('fields.minQuantity')}
              description={t('fields.minQuantityHint')}
              min={1}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              {...form.field('minQuantity')}
            />
          )}
        </Section>
      )}
      {values.type === 'ORDER_DISCOUNT' && (
        <Section legend={t('sections.appliesTo')}>
          <MoneyInput
            label={t('fields.minOrderAmount')}
            description={t('fields.minOrderAmountHint')}
            {...form.field('minOrderAmount')}
          />
        </Section>
      )}
      {uses.steps && <StepsSection form={form} choices={choices} />}
    </>
  );
}

function StepsSection({ form, choices }: { form: Form; choices: OfferChoices | undefined }) {
  const { t } = useTranslation('discounts');
  const values = form.values as OfferDraft;
  const individual = values.type === 'STAGED_INDIVIDUAL';
  const items = choices?.items ?? [];
  const itemName = new Map(items.map((i) => [i.id, i.name]));
  const setSteps = (steps: DraftStep[]) => {
    form.clearError('steps');
    form.setValues({ steps });
  };
  const change = (index: number, step: DraftStep) =>
    setSteps(values.steps.map((s, at) => (at === index ? step : s)));
  return (
    <Section legend={t('sections.steps')}>
      {values.steps.length === 0 && (
        <Text size="sm" c={form.errorOf('steps') ? 'red' : 'dimmed'}>
          {form.errorOf('steps') ?? t('steps.none')}
        </Text>
      )}
      {values.steps.map((step, index) => {
        const number = index + 1;
        const known = new Set(items.map((i) => i.id));
        const data = [
          ...items.map((i) => ({ value: i.id, label: i.name })),
          ...step.choices
            .filter((c) => !known.has(c.itemId))
            .map((c) => ({ value: c.itemId, label: t('deleted') })),
        ];
        const choicesError =
          form.errorOf(`steps.${index}.choices`) ??
          step.choices.map((_, c) => form.errorOf(`steps.${index}.choices.${c}.itemId`)).find(Boolean);
        return (
          <Stack
            key={step.key}
            gap="xs"
            p="xs"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('steps.name', { number })}
                placeholder={t('steps.namePlaceholder')}
                maxLength={60}
                value={step.name}
                error={form.errorOf(`steps.${index}.name`)}
                onChange={(event) => {
                  form.clearError(`steps.${index}.name`);
                  change(index, { ...step, name: event.currentTarget.value });
                }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                aria-label={t('steps.remove', { number })}
                onClick={() => setSteps(values.steps.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <MultiSelect
              label={t('steps.choices', { number })}
              data={data}
              value={step.choices.map((c) => c.itemId)}
              error={choicesError}
              searchable
              hidePickedOptions
              maxDropdownHeight={240}
              onChange={(ids) => {
                form.clearError(`steps.${index}.choices`);
                change(index, {
                  ...step,
                  choices: ids.map(
                    (itemId) =>
                      step.choices.find((c) => c.itemId === itemId) ?? {
                        itemId,
                        price: individual ? (items.find((i) => i.id === itemId)?.price ?? null) : null,
                      },
                  ),
                });
              }}
            />
            {individual &&
              step.choices.map((choice, c) => (
                <MoneyInput
                  key={choice.itemId}
                  label={t('steps.priceOf', { name: itemName.get(choice.itemId) ?? t('deleted') })}
                  value={choice.price}
                  error={form.errorOf(`steps.${index}.choices.${c}.price`)}
                  onChange={(price) => {
                    form.clearError(`steps.${index}.choices.${c}.price`);
                    change(index, {
                      ...step,
                      choices: step.choices.map((other, at) => (at === c ? { ...other, price } : other)),
                    });
                  }}
                />
              ))}
          </Stack>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setSteps([...values.steps, { key: newStepKey(), name: '', choices: [] }])}
        >
          {t('steps.add')}
        </Button>
      </Group>
    </Section>
  );
}

function WhenSection({ form }: { form: Form }) {
  const { t } = useTranslation('discounts');
  return (
    <Section legend={t('sections.when')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput type="date" label={t('fields.startsOn')} {...form.field('startsOn')} />
        <TextInput type="date" label={t('fields.endsOn')} {...form.field('endsOn')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-6}>
        {t('fields.datesHint')}
      </Text>
      <ScheduleEditor form={form} />
    </Section>
  );
}

/** Hours per weekday, as menu availability: several ranges a day, none means any time. */
function ScheduleEditor({ form }: { form: Form }) {
  const { t, i18n } = useTranslation('discounts');
  const values = form.values as OfferDraft;
  const [everyDay, setEveryDay] = useState({ start: '', end: '' });
  const setSchedule = (schedule: DraftRange[]) => {
    values.schedule.forEach((_, index) => {
      form.clearError(`schedule.${index}.start`);
      form.clearError(`schedule.${index}.end`);
    });
    form.setValues({ schedule: sortRanges(schedule) });
  };
  const add = (weekdays: readonly Weekday[], start = '', end = '') =>
    setSchedule([...values.schedule, ...weekdays.map((weekday) => ({ weekday, start, end }))]);
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('fields.schedule')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('fields.scheduleHint')}
        </Text>
      </div>
      <Group gap="xs" align="flex-end">
        <TextInput
          w={90}
          label={t('schedule.everyDayStart')}
          placeholder="11:00"
          value={everyDay.start}
          onChange={(event) => setEveryDay({ ...everyDay, start: event.currentTarget.value })}
        />
        <TextInput
          w={90}
          label={t('schedule.everyDayEnd')}
          placeholder="14:00"
          value={everyDay.end}
          onChange={(event) => setEveryDay({ ...everyDay, end: event.currentTarget.value })}
        />
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => add(WEEKDAYS, everyDay.start.trim(), everyDay.end.trim())}
        >
          {t('schedule.everyDay')}
        </Button>
      </Group>
      {WEEKDAYS.map((weekday) => {
        const day = weekdayName(weekday, i18n.language);
        const ranges = values.schedule
          .map((range, index) => ({ range, index }))
          .filter(({ range }) => range.weekday === weekday);
        const change = (index: number, part: Partial<DraftRange>) => {
          for (const key of Object.keys(part)) form.clearError(`schedule.${index}.${key}`);
          form.setValues({
            schedule: values.schedule.map((r, at) => (at === index ? { ...r, ...part } : r)),
          });
        };
        return (
          <Group key={weekday} align="flex-start" gap="xs" wrap="nowrap">
            <Text w={92} pt={6} size="sm" fw={500} style={{ textTransform: 'capitalize', flexShrink: 0 }}>
              {day}
            </Text>
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              {ranges.length === 0 && (
                <Text size="sm" c="dimmed" pt={6}>
                  {t('schedule.none')}
                </Text>
              )}
              {ranges.map(({ range, index }) => (
                <Group key={index} gap={4} align="flex-start" wrap="nowrap">
                  <TextInput
                    aria-label={t('schedule.start', { day })}
                    placeholder="11:00"
                    w={72}
                    value={range.start}
                    error={form.errorOf(`schedule.${index}.start`)}
                    onChange={(event) => change(index, { start: event.currentTarget.value })}
                  />
                  <Text pt={6} aria-hidden>
                    –
                  </Text>
                  <TextInput
                    aria-label={t('schedule.end', { day })}
                    placeholder="14:00"
                    w={72}
                    value={range.end}
                    error={form.errorOf(`schedule.${index}.end`)}
                    onChange={(event) => change(index, { end: event.currentTarget.value })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={t('schedule.remove', { day, start: range.start, end: range.end })}
                    onClick={() => setSchedule(values.schedule.filter((_, at) => at !== index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
            <ActionIcon
              variant="subtle"
              mt={4}
              aria-label={t('schedule.addFor', { day })}
              onClick={() => add([weekday])}
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}

function WhereSection({ form }: { form: Form }) {
  const { t } = useTranslation('discounts');
  const { venues } = useSession();
  const values = form.values as OfferDraft;
  return (
    <Section legend={t('sections.where')}>
      <MultiSelect
        label={t('fields.venues')}
        description={t('fields.venuesHint')}
        placeholder={values.venueIds.length === 0 ? t('everyVenue') : undefined}
        data={venues.map((v) => ({ value: v.id, label: v.name }))}
        clearable
        searchable
        {...form.field('venueIds')}
        error={
          form.errorOf('venueIds') ??
          values.venueIds.map((_, i) => form.errorOf(`venueIds.${i}`)).find(Boolean)
        }
      />
      <Checkbox.Group label={t('fields.channels')} required {...form.field('channels')}>
        <Group gap="md" mt={4}>
          {OFFER_CHANNELS.map((channel) => (
            <Checkbox key={channel} value={channel} label={t(`channels.${channel}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('fields.serviceTypes')}
        description={t('fields.serviceTypesHint')}
        {...form.field('serviceTypes')}
      >
        <Group gap="md" mt={4}>
          {SERVICE_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={t(`serviceTypes.${type}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch label={t('fields.usableInPos')} {...form.checkbox('usableInPos')} />
    </Section>
  );
}

function StackingSection({ form }: { form: Form }) {
  const { t } = useTranslation('discounts');
  const values = form.values as OfferDraft;
  const priced = values.type !== 'VISUAL';
  return (
    <Section legend={t('sections.stacking')}>
      <Switch
        label={t('fields.automatic')}
        description={t('fields.automaticHint')}
        {...form.checkbox('automatic')}
      />
      {priced && (
        <>
          <NumberInput
            label={t('fields.priority')}
            description={t('fields.priorityHint')}
            min={-1000}
            max={1000}
            allowDecimal={false}
            {...form.field('priority')}
          />
          <Switch
            label={t('fields.combinable')}
            description={t('fields.combinableHint')}
            {...form.checkbox('combinable')}
          />
        </>
      )}
    </Section>
  );
}
