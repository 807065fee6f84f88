import { LOYALTY_CHANNELS, type StampCardInput, stampCardInputSchema } from '@fika/domain';
import {
  Box,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoadErrorState } from '../../lib/request.ts';
import { EntityDrawer, type EntityParam } from '../../ui/entity-drawer.tsx';
import { useEntityForm } from '../../ui/use-entity-form.ts';
import { useListDrawer } from '../../ui/use-list-drawer.ts';
import {
  createStampCard,
  LOYALTY_FORM,
  loyaltyChoicesQuery,
  type StampCard,
  updateStampCard,
  useDeleteLoyalty,
  useRefreshLoyalty,
} from '../promo-codes/index.ts';

export interface StampCardDrawerProps {
  entity: EntityParam;
  cards: readonly StampCard[] | undefined;
  load: { error: LoadErrorState | null; retry: () => void };
}

interface Draft {
  name: string;
  /** 'i:<item id>' or 'c:<category id>'. */
  targets: string[];
  stampsRequired: number | string;
  rewardKind: 'ITEM' | 'OFFER';
  rewardItemId: string | null;
  rewardOfferId: string | null;
  expiryDays: number | string;
  channels: string[];
  active: boolean;
}

function draftOf(c: StampCard | undefined): Draft {
  return {
    name: c?.name ?? '',
    targets: (c?.targets ?? []).map((t) => (t.itemId ? `i:${t.itemId}` : `c:${t.categoryId}`)),
    stampsRequired: c?.stampsRequired ?? 10,
    rewardKind: c?.rewardKind ?? 'ITEM',
    rewardItemId: c?.rewardItemId ?? null,
    rewardOfferId: c?.rewardOfferId ?? null,
    expiryDays: c?.expiryDays ?? '',
    channels: c ? [...c.channels] : [...LOYALTY_CHANNELS],
    active: c?.active ?? true,
  };
}

function inputOf(d: Draft): StampCardInput {
  return {
    name: d.name,
    targets: d.targets.map((key) =>
      key.startsWith('i:') ? { itemId: key.slice(2) } : { categoryId: key.slice(2) },
    ),
    stampsRequired: d.stampsRequired === '' ? Number.NaN : Number(d.stampsRequired),
    rewardKind: d.rewardKind,
    rewardItem: d.rewardItemId ? { id: d.rewardItemId } : {},
    rewardOffer: d.rewardOfferId ? { id: d.rewardOfferId } : {},
    expiryDays: d.expiryDays === '' ? null : Number(d.expiryDays),
    channels: d.channels as StampCardInput['channels'],
    active: d.active,
  };
}

type SentInput = Parameters<typeof createStampCard>[0];
const sendable = (data: ReturnType<typeof stampCardInputSchema.parse>): SentInput => ({
  name: data.name,
  targets: data.targets,
  stampsRequired: data.stampsRequired,
  rewardKind: data.rewardKind,
  rewardItem: { id: data.rewardItemId },
  rewardOffer: { id: data.rewardOfferId },
  expiryDays: data.expiryDays,
  channels: data.channels,
  active: data.active,
});

/** How the card looks to a member: a circle per stamp needed, then the reward. */
export function StampCardPreview({ name, stamps }: { name: string; stamps: number }) {
  const { t } = useTranslation('loyalty');
  const count = Number.isInteger(stamps) && stamps >= 1 && stamps <= 100 ? stamps : 0;
  const circle = {
    width: 22,
    height: 22,
    borderRadius: '50%',
    border: '2px solid var(--mantine-color-teal-6)',
    display: 'grid',
    placeItems: 'center',
  } as const;
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('card.preview')} role="img">
      <Text fw={600} size="sm" mb={6}>
        {name || t('card.previewName')}
      </Text>
      <Group gap={6}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the circles are positions, nothing else.
          <Box key={i} style={circle} />
        ))}
        {count > 0 && (
          <Box style={{ ...circle, background: 'var(--mantine-color-teal-1)' }}>
            <IconGift size={12} />
          </Box>
        )}
      </Group>
      {count > 0 && (
        <Text size="xs" c="dimmed" mt={6}>
          {t('card.previewText', { count })}
        </Text>
      )}
    </Paper>
  );
}

/** The create/edit drawer of a stamp card: what earns a stamp, how many, the reward, expiry, channels. */
export function StampCardDrawer({ entity, cards, load }: StampCardDrawerProps) {
  const { t } = useTranslation('loyalty');
  const choices = useQuery(loyaltyChoicesQuery);
  const remove = useDeleteLoyalty();
  const { row, ready, drawer } = useListDrawer(entity, cards, load, (c) => remove(c.id, c.name, 'card'));
  const form = useEntityForm({
    messages: LOYALTY_FORM,
    ready,
    record: row,
    initialValues: draftOf,
    schema: stampCardInputSchema,
    toInput: inputOf,
    create: (data) => createStampCard(sendable(data)),
    update: (c, data) => updateStampCard(c.id, sendable(data)),
    onSaved: useRefreshLoyalty(),
    savedMessage: ({ name }, created) => t(created ? 'card.created' : 'card.saved', { name }),
  });
  const values = form.values;
  const items = choices.data?.offerChoices.items ?? [];
  const targetData = [
    {
      group: t('card.fields.categories'),
      items: (choices.data?.offerChoices.categories ?? []).map((c) => ({
        value: `c:${c.id}`,
        label: c.name,
      })),
    },
    { group: t('card.fields.items'), items: items.map((i) => ({ value: `i:${i.id}`, label: i.name })) },
  ];
  return (
    <EntityDrawer {...drawer} {...form.drawer} title={form.isNew ? t('card.new') : (row?.name ?? '')}>
      {values && (
        <Stack gap="md">
          <TextInput label={t('card.fields.name')} required data-autofocus {...form.field('name')} />
          <MultiSelect
            label={t('card.fields.targets')}
            description={t('card.fields.targetsHint')}
            data={targetData}
            searchable
            clearable
            required
            {...form.field('targets')}
            error={
              form.errorOf('targets') ??
              values.targets.map((_, i) => form.errorOf(`targets.${i}`)).find(Boolean)
            }
          />
          <NumberInput
            label={t('card.fields.stampsRequired')}
            min={1}
            max={100}
            allowDecimal={false}
            required
            {...form.field('stampsRequired')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('card.fields.reward')}
            </Text>
            <SegmentedControl
              data={[
                { value: 'ITEM', label: t('card.reward.ITEM') },
                { value: 'OFFER', label: t('card.reward.OFFER') },
              ]}
              {...form.field('rewardKind')}
            />
          </Stack>
          {values.rewardKind === 'ITEM' ? (
            <Select
              label={t('card.fields.rewardItem')}
              data={items.map((i) => ({ value: i.id, label: i.name }))}
              searchable
              required
              {...form.field('rewardItemId')}
              error={form.errorOf('rewardItem')}
            />
          ) : (
            <Select
              label={t('card.fields.rewardOffer')}
              data={(choices.data?.offers ?? []).map((o) => ({ value: o.id, label: o.name }))}
              searchable
              required
              {...form.field('rewardOfferId')}
              error={form.errorOf('rewardOffer')}
            />
          )}
          <NumberInput
            label={t('card.fields.expiryDays')}
            description={t('card.fields.expiryHint')}
            min={1}
            max={3650}
            allowDecimal={false}
            {...form.field('expiryDays')}
          />
          <Checkbox.Group label={t('fields.channels')} required {...form.field('channels')}>
            <Group gap="md" mt={4}>
              {LOYALTY_CHANNELS.map((channel) => (
                <Checkbox key={channel} value={channel} label={t(`channels.${channel}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch label={t('card.fields.active')} {...form.checkbox('active')} />
          <StampCardPreview name={values.name} stamps={Number(values.stampsRequired)} />
        </Stack>
      )}
    </EntityDrawer>
  );
}
