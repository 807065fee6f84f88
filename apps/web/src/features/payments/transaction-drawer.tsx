import { Alert, Anchor, Drawer, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../lib/graphql.ts';
import { gqlQuery } from '../../lib/request.ts';
import { useFormats } from '../../ui/use-formats.ts';
import { PAYOUT_QUERY, type TRANSACTIONS_QUERY } from './payments.graphql.ts';
import { StatusBadge, useMoney } from './payments-shared.tsx';

type Transaction = ResultOf<typeof TRANSACTIONS_QUERY>['paymentTransactions']['transactions'][number];

function useDay(): (day: string) => string {
  const fmt = useFormats();
  return (day) => fmt.day(day);
}

/** Label–value rows of a detail table. */
function Facts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Table>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A card transaction's detail (the row opened with ?id= on /payments-transactions): its figures,
 * fees and the payout that paid it, with a link to that payout.
 */
export function TransactionDrawer({
  balanceAccountId,
  transaction,
  onClose,
}: {
  balanceAccountId: string;
  transaction: Transaction | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const day = useDay();
  const payoutId = transaction?.payoutId ?? null;
  // The same query and cache entry as the payout drawer of /payments-payouts.
  const detail = useQuery({
    queryKey: ['payments', 'payout', balanceAccountId, payoutId],
    enabled: payoutId !== null,
    queryFn: async ({ signal }) =>
      (await gqlQuery(PAYOUT_QUERY, { balanceAccountId, id: payoutId ?? '' }, { signal })).payout,
  });
  const payout = detail.data?.payout;
  const fmt = useFormats();
  return (
    <Drawer
      opened={transaction !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('transactions.detail.title')}
    >
      {transaction && (
        <Stack gap="md" data-testid="transaction-detail">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="xs" c="dimmed">
                {t('transactions.detail.psp')}
              </Text>
              <Text ff="monospace">{transaction.id}</Text>
            </div>
            <StatusBadge status={transaction.status} />
          </Group>
          <Facts
            rows={[
              [t('columns.time'), fmt.dateTimeMedium(transaction.createdAt)],
              [t('transactions.detail.merchant'), transaction.merchantReference],
              [t('columns.card'), `${transaction.brand} •••• ${transaction.last4}`],
              [t('columns.amount'), money(transaction.amount, transaction.currency)],
              [
                t('transactions.detail.interchange'),
                money(-transaction.fees.interchange, transaction.currency),
              ],
              [t('transactions.detail.scheme'), money(-transaction.fees.scheme, transaction.currency)],
              [t('transactions.detail.markup'), money(-transaction.fees.markup, transaction.currency)],
              [t('columns.net'), money(transaction.net, transaction.currency)],
              ...(transaction.settlementDay
                ? [[t('transactions.detail.settlement'), day(transaction.settlementDay)] as const]
                : []),
            ]}
          />
          <Text fw={600}>{t('columns.payout')}</Text>
          {payoutId === null && (
            <Text size="sm" c="dimmed">
              {t('transactions.detail.notPaidOut')}
            </Text>
          )}
          {payoutId !== null && detail.isPending && <Skeleton height={120} />}
          {detail.error && <Alert color="red">{t('payouts.loadFailed')}</Alert>}
          {payout && (
            <Stack gap="xs" data-testid="transaction-payout">
              <Group justify="space-between">
                <Text ff="monospace">{payout.id}</Text>
                <StatusBadge status={payout.status} />
              </Group>
              <Facts
                rows={[
                  [t('columns.booked'), day(payout.day)],
                  [t('columns.arrival'), day(payout.arrivalDay)],
                  [t('payouts.netPaid'), money(payout.net, payout.currency)],
                ]}
              />
              <Anchor
                size="sm"
                renderRoot={(props) => <Link {...props} to="/payments-payouts" search={{ id: payout.id }} />}
              >
                {t('transactions.detail.openPayout')}
              </Anchor>
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
