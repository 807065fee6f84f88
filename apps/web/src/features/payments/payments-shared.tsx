import { accountingDayOf, addDays } from '@fika/domain';
import { Badge, Group, Paper, SimpleGrid, Text, TextInput, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gqlQuery } from '../../lib/request.ts';
import type { ListColumn } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSession } from '../session/index.ts';
import { BALANCE_ACCOUNTS_QUERY } from './payments.graphql.ts';

/**
 * The balance account the screens show: the session's (payments-only accounts have one), else the
 * first of the caller's legal entities (a FINANCE user of a venue company); null while unknown.
 */
export function useBalanceAccount(): { balanceAccountId: string | null; today: string } {
  const { metadata } = useSession();
  const own = metadata.balanceAccountId ?? null;
  const accounts = useQuery({
    queryKey: ['payments', 'balanceAccounts'],
    enabled: own === null,
    queryFn: async ({ signal }) => (await gqlQuery(BALANCE_ACCOUNTS_QUERY, {}, { signal })).balanceAccounts,
  });
  return {
    balanceAccountId: own ?? accounts.data?.[0]?.id ?? null,
    today: accountingDayOf(new Date(), metadata.timezone),
  };
}

/** `days` days ending today, as a from–to range. */
export const lastDays = (today: string, days: number) => ({ from: addDays(today, -(days - 1)), to: today });

/** Money in the shared format (interface language, company country): minor units in, text out. */
export function useMoney(): (minor: number, currency: string) => string {
  return useFormats().money;
}

const STATUS_COLORS: Readonly<Record<string, string>> = {
  Authorised: 'blue',
  SentForSettle: 'cyan',
  Settled: 'green',
  Refunded: 'orange',
  Chargeback: 'red',
  Refused: 'gray',
  Pending: 'blue',
  InTransit: 'cyan',
  PaidOut: 'green',
  Failed: 'red',
};

/** A transaction or payout status as a coloured, translated badge. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('payments');
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light">
      {t(`status.${status}` as 'status.Settled', { defaultValue: status })}
    </Badge>
  );
}

/** Every payments screen says plainly that its data comes from the sandbox provider. */
export function SandboxBadge() {
  const { t } = useTranslation('payments');
  return (
    <Tooltip label={t('sandbox.text')} multiline w={280}>
      <Badge color="yellow" variant="filled" data-testid="sandbox-badge">
        {t('sandbox.label')}
      </Badge>
    </Tooltip>
  );
}

/** From and to date fields (local days, inclusive). */
export function DateRangeFields({
  from,
  to,
  max,
  onChange,
}: {
  from: string;
  to: string;
  max: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Group gap="sm" wrap="nowrap">
      <TextInput
        type="date"
        label={t('filters.from')}
        value={from}
        max={to}
        onChange={(e) => e.currentTarget.value && onChange({ from: e.currentTarget.value, to })}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={to}
        min={from}
        max={max}
        onChange={(e) => e.currentTarget.value && onChange({ from, to: e.currentTarget.value })}
      />
    </Group>
  );
}

/** Count, gross, fees and net of a set of transactions or payouts. */
export function TotalsBar({
  totals,
  currency,
  countLabel,
}: {
  totals: { count: number; gross: number; fees: number; net: number };
  currency: string;
  countLabel: string;
}) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const cells: [string, string][] = [
    [countLabel, String(totals.count)],
    [t('totals.gross'), money(totals.gross, currency)],
    [t('totals.fees'), money(totals.fees, currency)],
    [t('totals.net'), money(totals.net, currency)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="payment-totals">
      {cells.map(([label, value]) => (
        <Paper key={label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="lg">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A right-aligned, sortable money column; `strong` sets the figure in bold (the net). */
export function moneyColumn<T>(
  key: string,
  header: string,
  amount: (row: T) => number,
  currency: (row: T) => string,
  money: (minor: number, currency: string) => string,
  strong = false,
): ListColumn<T> {
  return {
    key,
    header,
    align: 'right',
    sortValue: amount,
    render: (row) => (
      <Text size="sm" fw={strong ? 600 : undefined}>
        {money(amount(row), currency(row))}
      </Text>
    ),
  };
}

/** A sortable status column of badges. */
export function statusColumn<T>(header: string, status: (row: T) => string): ListColumn<T> {
  return { key: 'status', header, sortValue: status, render: (row) => <StatusBadge status={status(row)} /> };
}
