import { formatTimeOfDay, type Weekday } from '@fika/domain';
import { Alert, Badge, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { errorCodesOf } from '../../lib/request.ts';
import { weekdayName } from '../../lib/weekday-name.ts';
import { useFormats } from '../../ui/use-formats.ts';
import type { DraftLine } from './basket-lines.tsx';
import { offerReason } from './offer-reason.ts';
import type { BasketPreviewResult } from './use-discount-preview.ts';

/** Props of {@link PreviewResult}. */
export interface PreviewResultProps {
  query: UseQueryResult<BasketPreviewResult>;
  /** False while the basket itself is not valid (the panel shows why). */
  enabled: boolean;
  chosenOfferIds: readonly string[];
  onChoose: (offerId: string, chosen: boolean) => void;
  lines: readonly DraftLine[];
}

/** The priced basket: totals, then every offer — applied, shown, or not applied and why. */
export function PreviewResult({ query, enabled, chosenOfferIds, onChoose, lines }: PreviewResultProps) {
  const { t } = useTranslation('discount-preview');
  const fmt = useFormats();
  const currency = useCompanyCurrency();
  const money = (minor: number) => fmt.money(minor, currency);
  const data = query.data;

  if (!data) {
    if (!enabled) return null;
    if (query.isError && !errorCodesOf(query.error).includes('BAD_USER_INPUT')) {
      return (
        <Alert color="red" variant="light" title={t('loadFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      );
    }
    if (query.isError) return null;
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{t('loading')}</Text>
      </Group>
    );
  }

  const titleOf = (lineNo: number) => lines[lineNo - 1]?.title ?? `#${lineNo}`;
  const chosen = new Set(chosenOfferIds);
  const weekday = data.weekday as Weekday;
  const unchoose = (offerId: string) => (
    <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onChoose(offerId, false)}>
      {t('offers.unchoose')}
    </Button>
  );
  const nothing = data.applied.length === 0 && data.shown.length === 0 && data.notApplied.length === 0;

  return (
    <Stack gap="md" aria-busy={query.isFetching} data-testid="basket-preview-result">
      {query.isError && !errorCodesOf(query.error).includes('BAD_USER_INPUT') && (
        <Alert color="red" variant="light" title={t('loadFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap={4}>
          <Group justify="space-between">
            <Text>{t('subtotal')}</Text>
            <Text>{money(data.grossAmount)}</Text>
          </Group>
          <Group justify="space-between" c={data.discountAmount > 0 ? 'teal.8' : undefined}>
            <Text>{t('discounts')}</Text>
            <Text data-testid="basket-discount">{`−${money(data.discountAmount)}`}</Text>
          </Group>
          <Divider my={4} />
          <Group justify="space-between">
            <Text fw={700}>{t('total')}</Text>
            <Text fw={700} data-testid="basket-total">
              {money(data.netAmount)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('pricedAt', {
              weekday: weekdayName(weekday, fmt.locale),
              date: fmt.day(data.date),
              time: formatTimeOfDay(data.minute),
            })}
          </Text>
        </Stack>
      </Paper>

      {nothing ? (
        <Text c="dimmed">{t('offers.none')}</Text>
      ) : (
        <>
          <Stack gap="xs" component="section" aria-labelledby="preview-applied">
            <Title order={3} size="h5" id="preview-applied">
              {t('offers.applied')}
            </Title>
            {data.applied.length === 0 && (
              <Text c="dimmed" size="sm">
                {t('offers.appliedNone')}
              </Text>
            )}
            {data.applied.map((offer) => (
              <Group
                key={offer.offerId}
                justify="space-between"
                wrap="nowrap"
                align="flex-start"
                data-testid="applied-offer"
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {offer.offerName}
                    </Text>
                    {chosen.has(offer.offerId) && (
                      <>
                        <Badge size="sm" variant="light">
                          {t('offers.chosen')}
                        </Badge>
                        {unchoose(offer.offerId)}
                      </>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('offers.onLines', {
                      lines: new Intl.ListFormat(fmt.locale).format(offer.lineNos.map(titleOf)),
                    })}
                  </Text>
                </Stack>
                <Text c="teal.8" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {`−${money(offer.amount)}`}
                </Text>
              </Group>
            ))}
          </Stack>

          {data.shown.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="preview-shown">
              <Title order={3} size="h5" id="preview-shown">
                {t('offers.shown')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('offers.shownHint')}
              </Text>
              {data.shown.map((offer) => (
                <Text key={offer.offerId} fw={500} data-testid="shown-offer">
                  {offer.offerName}
                </Text>
              ))}
            </Stack>
          )}

          {data.notApplied.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="preview-not-applied">
              <Title order={3} size="h5" id="preview-not-applied">
                {t('offers.notApplied')}
              </Title>
              {data.notApplied.map((offer) => (
                <Group
                  key={offer.offerId}
                  justify="space-between"
                  wrap="wrap"
                  gap="xs"
                  data-testid="not-applied-offer"
                >
                  <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {offer.offerName}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {offerReason(offer, { t, fmt, currency, weekday })}
                    </Text>
                  </Stack>
                  {offer.reason === 'NOT_CHOSEN' && !chosen.has(offer.offerId) && (
                    <Button size="compact-sm" variant="light" onClick={() => onChoose(offer.offerId, true)}>
                      {t('offers.choose')}
                    </Button>
                  )}
                  {chosen.has(offer.offerId) && unchoose(offer.offerId)}
                </Group>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
