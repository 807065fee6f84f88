import { canOpenPath, DISCOUNT_DIFFERENCE_KINDS } from '@fika/domain';
import { Anchor, Box, Group, Select, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import { gqlQuery } from '../../lib/request.ts';
import { CsvExportButton } from '../../ui/csv-export-button.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useServerPages } from '../../ui/use-server-pages.ts';
import { useUrlSearch } from '../../ui/use-url-search.ts';
import { DayRangeFields, VenueFilter } from '../orders/index.ts';
import { useSession } from '../session/index.ts';
import type { DiscountDifferencesSearch } from './discount-differences-search.ts';
import { DISCOUNT_DIFFERENCES_CSV_QUERY } from './monitoring.graphql.ts';
import {
  type DiscountDifference,
  type DiscountDifferenceFilter,
  type DiscountDifferencePage,
  discountDifferencesQuery,
} from './use-monitoring.ts';

const nodes = (page: DiscountDifferencePage) => page.nodes;
const rowKey = (row: DiscountDifference) => row.id;

/** /monitoring/discounts (ORDERS or FINANCE): till discounts the pricing engine does not agree with. */
export function DiscountDifferencesPage() {
  const { t, i18n } = useTranslation('discount-differences');
  const [search, set] = useUrlSearch<DiscountDifferencesSearch>();
  const currency = useCompanyCurrency();
  const { permissions, metadata } = useSession();
  // The order opens on /orders, which needs ORDERS: a FINANCE-only reader sees the number alone.
  const canOpenOrders = canOpenPath(permissions, '/orders', metadata);
  const filter: DiscountDifferenceFilter = useMemo(
    () => ({
      from: search.from ?? null,
      to: search.to ?? null,
      venueIds: search.venue ? [search.venue] : null,
      kinds: search.kind ? [search.kind] : null,
      search: search.q ?? null,
    }),
    [search.from, search.to, search.venue, search.kind, search.q],
  );
  const query = useInfiniteQuery(discountDifferencesQuery(filter));
  const pages = useServerPages(query, nodes);
  const totals = query.data?.pages[0]?.totals ?? [];
  const fmt = useFormats();
  const money = (minor: number) => fmt.money(minor, currency);
  const kindLabel = (kind: string) => t(`kinds.${kind}` as 'kinds.OFFER_MISMATCH', { defaultValue: kind });
  const columns: ListColumn<DiscountDifference>[] = [
    { key: 'time', header: t('columns.time'), render: (row) => fmt.dateTime(row.at) },
    { key: 'venue', header: t('columns.venue'), render: (row) => row.venueName },
    {
      key: 'order',
      header: t('columns.order'),
      render: (row) =>
        canOpenOrders ? (
          <Anchor
            size="sm"
            renderRoot={(props) => <Link {...props} to="/orders" search={{ id: row.orderId }} />}
          >
            #{row.orderNumber}
          </Anchor>
        ) : (
          `#${row.orderNumber}`
        ),
    },
    {
      key: 'line',
      header: t('columns.line'),
      render: (row) => row.lineTitle ?? (row.lineNo === null ? t('wholeOrder') : `${row.lineNo}`),
    },
    {
      key: 'offer',
      header: t('columns.offer'),
      render: (row) => row.offerName ?? (row.kind === 'CAP_EXCEEDED' ? t('manual') : '—'),
    },
    { key: 'staff', header: t('columns.staff'), render: (row) => row.staffName ?? '—' },
    { key: 'kind', header: t('columns.kind'), render: (row) => kindLabel(row.kind) },
    { key: 'till', header: t('columns.till'), align: 'right', render: (row) => money(row.terminalAmount) },
    {
      key: 'expected',
      header: t('columns.expected'),
      align: 'right',
      render: (row) => money(row.expectedAmount),
    },
    {
      key: 'difference',
      header: t('columns.difference'),
      align: 'right',
      render: (row) => (
        <Text span size="sm" fw={600} c={row.difference > 0 ? 'red.8' : undefined}>
          {money(row.difference)}
        </Text>
      ),
    },
  ];

  return (
    <ListPage<DiscountDifference>
      title={t('title')}
      description={t('description')}
      actions={
        <CsvExportButton
          label={t('export')}
          fileName={`discount-differences-${search.from ?? 'all'}-${search.to ?? 'all'}.csv`}
          load={async () =>
            (await gqlQuery(DISCOUNT_DIFFERENCES_CSV_QUERY, { filter, language: i18n.language }))
              .discountDifferencesCsv
          }
          failed={(error) => t('exportFailed', { error })}
        />
      }
      {...pages}
      rowKey={rowKey}
      columns={columns}
      virtualizeAbove={Number.POSITIVE_INFINITY}
      search={{ value: search.q ?? '', onChange: (q) => set({ q: q || undefined }) }}
      searchLabel={t('search')}
      searchPlaceholder={t('searchPlaceholder')}
      filters={
        <>
          <DayRangeFields from={search.from} to={search.to} onChange={set} />
          <VenueFilter value={search.venue} onChange={(venue) => set({ venue })} />
          <Select
            label={t('kind')}
            w={210}
            placeholder={t('allKinds')}
            data={DISCOUNT_DIFFERENCE_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
            value={search.kind ?? null}
            onChange={(value) => set({ kind: value ?? undefined })}
            clearable
          />
          {totals.length > 0 && (
            <Box w="100%">
              <Group gap="lg" aria-label={t('totals')} data-testid="discount-difference-totals">
                {totals.map((total) => (
                  <Text key={total.kind} size="sm">
                    <Text span fw={600}>
                      {kindLabel(total.kind)}:
                    </Text>{' '}
                    {money(total.difference)} · {t('entries', { count: total.count })}
                  </Text>
                ))}
              </Group>
            </Box>
          )}
        </>
      }
      empty={{ title: t('emptyTitle'), text: t('emptyText') }}
    />
  );
}
