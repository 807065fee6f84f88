import { Alert, Drawer, Group, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery, loadErrorOf } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { PAYOUT_QUERY, PAYOUTS_QUERY } from './payments.graphql.ts';
import {
  lastDays,
  moneyColumn,
  SandboxBadge,
  StatusBadge,
  statusColumn,
  TotalsBar,
  useBalanceAccount,
  useMoney,
} from './payments-shared.tsx';
import { useTransactionColumns } from './transactions-page.tsx';

type Payout = ResultOf<typeof PAYOUTS_QUERY>['payouts'][number];

const PERIODS = [30, 90, 365] as const;

function useDay(): (day: string) => string {
  const fmt = useFormats();
  return (day) => fmt.day(day);
}

/** /payments-payouts: daily payouts of settled card sales, net of fees, and a payout's detail (?id=). */
export function PayoutsPage() {
  const { t } = useTranslation('payments');
  const { balanceAccountId, today } = useBalanceAccount();
  const entity = useEntityParam();
  const [period, setPeriod] = useState<string>('30');
  const money = useMoney();
  const day = useDay();
  const range = lastDays(today, Number(period));
  const payouts = useQuery({
    queryKey: ['payments', 'payouts', balanceAccountId, range],
    enabled: balanceAccountId !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await gqlQuery(PAYOUTS_QUERY, { balanceAccountId: balanceAccountId ?? '', ...range }, { signal }))
        .payouts,
  });
  const rows = payouts.data;
  const totals = (rows ?? []).reduce(
    (s, p) => ({ count: s.count + 1, gross: s.gross + p.gross, fees: s.fees + p.fees, net: s.net + p.net }),
    { count: 0, gross: 0, fees: 0, net: 0 },
  );
  const columns: ListColumn<Payout>[] = [
    { key: 'day', header: t('columns.booked'), sortValue: (p) => p.day, render: (p) => day(p.day) },
    {
      key: 'arrival',
      header: t('columns.arrival'),
      sortValue: (p) => p.arrivalDay,
      render: (p) => day(p.arrivalDay),
    },
    statusColumn(t('columns.status'), (p) => p.status),
    {
      key: 'count',
      header: t('columns.transactions'),
      align: 'right',
      sortValue: (p) => p.transactionCount,
      render: (p) => p.transactionCount,
    },
    moneyColumn(
      'gross',
      t('columns.gross'),
      (p) => p.gross,
      (p) => p.currency,
      money,
    ),
    moneyColumn(
      'fees',
      t('columns.fees'),
      (p) => p.fees,
      (p) => p.currency,
      money,
    ),
    moneyColumn(
      'net',
      t('columns.net'),
      (p) => p.net,
      (p) => p.currency,
      money,
      true,
    ),
  ];
  return (
    <ListPage<Payout>
      title={t('payouts.title')}
      description={t('payouts.description')}
      actions={<SandboxBadge />}
      rows={balanceAccountId === null ? [] : rows}
      rowKey={(p) => p.id}
      rowLabel={(p) => day(p.day)}
      columns={columns}
      loading={payouts.isPending}
      error={loadErrorOf(payouts.error)}
      onRetry={() => void payouts.refetch()}
      searchText={(p) => `${p.id} ${p.day}`}
      searchPlaceholder={t('payouts.search')}
      onRowClick={(p) => entity.open(p.id)}
      empty={{
        title: t('payouts.empty.title'),
        text: t('payouts.empty.text'),
        icon: <IconBuildingBank size={26} />,
      }}
      filters={
        <>
          <SegmentedControl
            aria-label={t('filters.period')}
            value={period}
            onChange={setPeriod}
            data={PERIODS.map((d) => ({ value: String(d), label: t('filters.lastDays', { days: d }) }))}
          />
          {rows && (
            <div style={{ width: '100%' }}>
              <TotalsBar
                totals={totals}
                currency={rows[0]?.currency ?? 'SEK'}
                countLabel={t('totals.payouts')}
              />
            </div>
          )}
        </>
      }
    >
      {balanceAccountId && (
        <PayoutDrawer balanceAccountId={balanceAccountId} id={entity.id} onClose={entity.close} />
      )}
    </ListPage>
  );
}

function PayoutDrawer({
  balanceAccountId,
  id,
  onClose,
}: {
  balanceAccountId: string;
  id: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const day = useDay();
  const columns = useTransactionColumns().filter((c) => c.key !== 'fees');
  const detail = useQuery({
    queryKey: ['payments', 'payout', balanceAccountId, id],
    enabled: id !== undefined,
    queryFn: async ({ signal }) =>
      (await gqlQuery(PAYOUT_QUERY, { balanceAccountId, id: id ?? '' }, { signal })).payout,
  });
  const payout = detail.data?.payout;
  const fmt = useFormats();
  const number = { format: (value: number) => fmt.number(value) };
  return (
    <Drawer
      opened={id !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('payouts.detailTitle')}
    >
      {detail.isPending && <Skeleton height={240} />}
      {detail.error && <Alert color="red">{t('payouts.loadFailed')}</Alert>}
      {payout && detail.data && (
        <Stack gap="md" data-testid="payout-detail">
          <Group justify="space-between">
            <div>
              <Text size="xs" c="dimmed">
                {t('columns.payout')}
              </Text>
              <Text ff="monospace">{payout.id}</Text>
            </div>
            <StatusBadge status={payout.status} />
          </Group>
          <Table>
            <Table.Tbody>
              {(
                [
                  [t('columns.booked'), day(payout.day)],
                  [t('columns.arrival'), day(payout.arrivalDay)],
                  [t('columns.transactions'), number.format(payout.transactionCount)],
                  [t('columns.gross'), money(payout.gross, payout.currency)],
                  [t('columns.fees'), money(-payout.fees, payout.currency)],
                  [t('payouts.netPaid'), money(payout.net, payout.currency)],
                ] as const
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td ta="right">{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text fw={600}>{t('payouts.includes')}</Text>
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.key} ta={c.align}>
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.data.transactions.map((tx) => (
                  <Table.Tr key={tx.id}>
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta={c.align}>
                        {c.render(tx)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Drawer>
  );
}
