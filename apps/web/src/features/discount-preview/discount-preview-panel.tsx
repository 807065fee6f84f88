import {
  BASKET_PREVIEW_MESSAGE_KEYS,
  basketPreviewSchema,
  fieldErrorsFromZod,
  ORDER_TYPES,
} from '@fika/domain';
import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../lib/request.ts';
import { useSession } from '../session/index.ts';
import { BasketLines, type DraftLine, type PanelErrors } from './basket-lines.tsx';
import { ItemSearch } from './item-search.tsx';
import { PreviewResult } from './preview-result.tsx';
import { type BasketPreviewRequest, previewBasketQuery } from './use-discount-preview.ts';
import { venueNow } from './venue-time.ts';

// Service types a venue has a menu for come first: they are what a till sells most.
const SERVICE_TYPES = ['POS', 'TAKE_AWAY', 'EAT_HERE', 'TABLE_SERVICE'] as const;
const SERVICE_TYPE_ORDER = [
  ...SERVICE_TYPES,
  ...ORDER_TYPES.filter((type) => !SERVICE_TYPES.some((s) => s === type)),
];

// The message keys this namespace has texts for; anything else reads "not valid".
const KNOWN_MESSAGES = new Set<string>([
  ...Object.values(BASKET_PREVIEW_MESSAGE_KEYS),
  'validation.required',
  'validation.invalid',
  'validation.unsupportedCharacter',
  'validation.tooLong',
]);

/**
 * The Test basket of /discounts: a basket of products priced live by the server's pricing engine at
 * the venue, service type, channel and local time chosen, with every offer explained.
 */
export function DiscountPreviewPanel() {
  const { t } = useTranslation('discount-preview');
  const session = useSession();
  const venues = session.venues;
  const [venueId, setVenueId] = useState<string | null>(session.venue?.id ?? venues[0]?.id ?? null);
  const timeZone = venues.find((v) => v.id === venueId)?.timezone;
  const [moment, setMoment] = useState(() => venueNow(timeZone));
  const [serviceType, setServiceType] = useState<string>('POS');
  const [channel, setChannel] = useState<string>('POS');
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [chosenOfferIds, setChosen] = useState<string[]>([]);

  const request = useMemo(
    (): BasketPreviewRequest => ({
      venueId: venueId ?? '',
      serviceType,
      channel,
      date: moment.date,
      time: moment.time,
      lines: lines.map((line) => ({
        itemId: line.itemId,
        quantity: typeof line.quantity === 'number' ? line.quantity : Number.NaN,
        modificationIds: line.modificationIds,
      })),
      chosenOfferIds,
    }),
    [venueId, serviceType, channel, moment, lines, chosenOfferIds],
  );
  // Priced once typing pauses, not at every keystroke.
  const [settled] = useDebouncedValue(request, 300);
  const checked = useMemo(() => basketPreviewSchema.safeParse(settled), [settled]);
  const query = useQuery({ ...previewBasketQuery(checked.data ?? settled), enabled: checked.success });

  const errors: PanelErrors = useMemo(() => {
    const list = checked.success
      ? query.error instanceof RequestError
        ? query.error.fieldErrors
        : []
      : fieldErrorsFromZod(checked.error);
    const message = (key: string) =>
      t((KNOWN_MESSAGES.has(key) ? key : 'validation.invalid') as 'validation.invalid');
    return new Map(list.map((e) => [e.field, message(e.message)]));
  }, [checked, query.error, t]);
  // Errors the fields do not show themselves (a deleted product, a chosen offer gone).
  const otherErrors = [...errors].filter(
    ([field]) => !['date', 'time'].includes(field) && !/^lines\.\d+\.quantity$/.test(field),
  );

  if (venues.length === 0) {
    return (
      <Alert color="yellow" variant="light">
        {t('noVenue')}
      </Alert>
    );
  }

  const changeVenue = (id: string | null) => {
    setVenueId(id);
    setMoment(venueNow(venues.find((v) => v.id === id)?.timezone));
  };

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('description')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label={t('fields.venue')}
          data={venues.map((v) => ({ value: v.id, label: v.name }))}
          value={venueId}
          onChange={changeVenue}
          allowDeselect={false}
        />
        <Select
          label={t('fields.serviceType')}
          data={SERVICE_TYPE_ORDER.map((type) => ({ value: type, label: t(`serviceTypes.${type}`) }))}
          value={serviceType}
          onChange={(value) => value && setServiceType(value)}
          allowDeselect={false}
        />
        <TextInput
          label={t('fields.date')}
          type="date"
          required
          value={moment.date}
          error={errors.get('date')}
          onChange={(event) => setMoment({ ...moment, date: event.currentTarget.value })}
        />
        <TextInput
          label={t('fields.time')}
          type="time"
          required
          value={moment.time}
          error={errors.get('time')}
          onChange={(event) => setMoment({ ...moment, time: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="discount-preview-channel">
          {t('fields.channel')}
        </Text>
        <SegmentedControl
          aria-labelledby="discount-preview-channel"
          value={channel}
          onChange={setChannel}
          data={[
            { value: 'POS', label: t('channels.POS') },
            { value: 'ONLINE', label: t('channels.ONLINE') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>

      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <ItemSearch
            onAdd={(item) =>
              setLines((current) => [
                ...current,
                {
                  key: `${item.id}-${Date.now()}-${current.length}`,
                  itemId: item.id,
                  title: item.title,
                  groupIds: item.appliedVariations.map((g) => g.id),
                  quantity: 1,
                  modificationIds: [],
                },
              ])
            }
          />
          {lines.length === 0 ? (
            <Stack gap={2} py="sm">
              <Text fw={500}>{t('emptyTitle')}</Text>
              <Text c="dimmed" size="sm">
                {t('emptyText')}
              </Text>
            </Stack>
          ) : (
            <BasketLines
              lines={lines}
              onChange={setLines}
              errors={errors}
              priced={query.data && checked.success ? query.data.lines : []}
            />
          )}
          {lines.length > 0 && (
            <Group justify="flex-end">
              <Button variant="subtle" color="gray" size="xs" onClick={() => setLines([])}>
                {t('clear')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>

      {otherErrors.length > 0 && (
        <Alert color="red" variant="light" title={t('checkFields')}>
          <List size="sm">
            {otherErrors.map(([field, text]) => (
              <List.Item key={field}>
                {lineLabel(field, lines) ? `${lineLabel(field, lines)}: ${text}` : text}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      <PreviewResult
        query={query}
        enabled={checked.success}
        chosenOfferIds={chosenOfferIds}
        onChoose={(id, chosen) =>
          setChosen((current) => (chosen ? [...current, id] : current.filter((c) => c !== id)))
        }
        lines={lines}
      />
    </Stack>
  );
}

/** The product a line error is about ("Cappuccino: …"), from a path such as lines.2.itemId. */
function lineLabel(field: string, lines: readonly DraftLine[]): string | null {
  const match = /^lines\.(\d+)\./.exec(field);
  return match ? (lines[Number(match[1])]?.title ?? null) : null;
}
