import { Box, MultiSelect, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery } from '../../lib/request.ts';
import { useEntityParam } from '../../ui/entity-drawer.tsx';
import { type ListColumn, ListPage } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useServerPages } from '../../ui/use-server-pages.ts';
import { TRANSACTIONS_QUERY } from './payments.graphql.ts';
import {
  DateRangeFields,
  lastDays,
  moneyColumn,
  SandboxBadge,
  statusColumn,
  TotalsBar,
  useBalanceAccount,
  useMoney,
} from './payments-shared.tsx';
import { TransactionDrawer } from './transaction-drawer.tsx';

type TransactionPage = ResultOf<typeof TRANSACTIONS_QUERY>['paymentTransactions'];
type Transaction = TransactionPage['transactions'][number];
type Status = NonNullable<Transaction['status']>;

/** What a transaction row shows. */
export type TransactionRow = Pick<
  Transaction,
  'id' | 'merchantReference' | 'createdAt' | 'brand' | 'last4' | 'status' | 'amount' | 'net' | 'currency'
> & { fees: { total: number } };

const STATUSES: readonly Status[] = [
  'Authorised',
  'SentForSettle',
  'Settled',
  'Refunded',
  'Chargeback',
  'Refused',
];
const PAGE = 200;
const transactionsOf = (page: TransactionPage) => page.transactions;

/** The columns of a card transaction list (also used in the payout drawer). */
export function useTransactionColumns(): ListColumn<TransactionRow>[] {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const fmt = useFormats();
  return [
    {
      key: 'createdAt',
      header: t('columns.time'),
      sortValue: (r) => r.createdAt,
      render: (r) => fmt.dateTime(r.createdAt),
    },
    {
      key: 'reference',
      header: t('columns.reference'),
      render: (r) => (
        <div>
          <Text size="sm" ff="monospace">
            {r.id}
          </Text>
          <Text size="xs" c="dimmed">
            {r.merchantReference}
          </Text>
        </div>
      ),
    },
    {
      key: 'card',
      header: t('columns.card'),
      sortValue: (r) => r.brand,
      render: (r) => `${r.brand} •••• ${r.last4}`,
    },
    statusColumn(t('columns.status'), (r) => r.status),
    moneyColumn(
      'amount',
      t('columns.amount'),
      (r) => r.amount,
      (r) => r.currency,
      money,
    ),
    moneyColumn(
      'fees',
      t('columns.fees'),
      (r) => r.fees.total,
      (r) => r.currency,
      money,
    ),
    moneyColumn(
      'net',
      t('columns.net'),
      (r) => r.net,
      (r) => r.currency,
      money,
      true,
    ),
  ];
}

/** /payments-transactions: the balance account's card transactions with filters and totals. */
export function TransactionsPage() {
  const { t } = useTranslation('payments');
  const { balanceAccountId, today } = useBalanceAccount();
  const entity = useEntityParam();
  const [range, setRange] = useState(() => lastDays(today, 7));
  const [statuses, setStatuses] = useState<Status[]>([]);
  // The list's search box hands its text on after a pause in typing: one request per word.
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery({
    queryKey: ['payments', 'transactions', balanceAccountId, range, statuses, search],
    enabled: balanceAccountId !== null,
    initialPageParam: null as string | null,
    placeholderData: keepPreviousData,
    queryFn: async ({ pageParam, signal }) =>
      (
        await gqlQuery(
          TRANSACTIONS_QUERY,
          {
            balanceAccountId: balanceAccountId ?? '',
            ...range,
            statuses: statuses.length ? statuses : null,
            search: search || null,
            first: PAGE,
            after: pageParam,
          },
          { signal },
        )
      ).paymentTransactions,
    getNextPageParam: (last) => last.endCursor,
  });
  const pages = useServerPages(query, transactionsOf);
  const { rows } = pages;
  const first = query.data?.pages[0];
  const columns: ListColumn<Transaction>[] = useTransactionColumns();
  return (
    <ListPage<Transaction>
      title={t('transactions.title')}
      description={t('transactions.description')}
      actions={<SandboxBadge />}
      {...pages}
      rows={balanceAccountId === null ? [] : rows}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.merchantReference}
      columns={columns}
      onRowClick={(r) => entity.open(r.id)}
      loading={query.isPending}
      search={{ value: search, onChange: setSearch }}
      searchPlaceholder={t('transactions.search')}
      empty={{
        title: t('transactions.empty.title'),
        text: t('transactions.empty.text'),
        icon: <IconCreditCard size={26} />,
      }}
      filters={
        <>
          <DateRangeFields {...range} max={today} onChange={setRange} />
          <MultiSelect
            label={t('filters.status')}
            placeholder={statuses.length ? undefined : t('filters.allStatuses')}
            data={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={statuses}
            onChange={(value) => setStatuses(value as Status[])}
            clearable
            style={{ minWidth: 220 }}
          />
          {first && (
            <Box w="100%">
              <TotalsBar
                totals={first.totals}
                currency={first.currency}
                countLabel={t('totals.transactions')}
              />
            </Box>
          )}
        </>
      }
    >
      {balanceAccountId && (
        <TransactionDrawer
          balanceAccountId={balanceAccountId}
          transaction={entity.id === undefined ? undefined : rows?.find((r) => r.id === entity.id)}
          onClose={entity.close}
        />
      )}
    </ListPage>
  );
}
