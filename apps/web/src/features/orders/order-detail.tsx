import { paymentMethodLabel } from '@fika/domain';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodesOf } from '../../lib/request.ts';
import { useFormats } from '../../ui/use-formats.ts';
import { GuardedButton, ReceiptModal, RefundModal } from './order-actions.tsx';
import { statusColor } from './order-columns.tsx';
import { type OrderDetail, orderQuery } from './use-orders.ts';

/** The order drawer of /orders, opened by `?id=`. */
export function OrderDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const order = useQuery({ ...orderQuery(id ?? ''), enabled: id !== undefined });
  const notFound = errorCodesOf(order.error).includes('NOT_FOUND');
  return (
    <Drawer
      opened={id !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={order.data ? t('detail.title', { number: order.data.orderNumber }) : t('list.label')}
    >
      {order.isPending && id !== undefined && <Skeleton h={320} />}
      {notFound && <Alert color="yellow">{t('detail.notFound')}</Alert>}
      {order.error && !notFound && (
        <Alert color="red">
          <Group justify="space-between">
            {t('list.loadError')}
            <Button size="xs" variant="default" onClick={() => void order.refetch()}>
              {t('list.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {order.data && <OrderBody order={order.data} />}
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function OrderBody({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const [refund, setRefund] = useState<Parameters<typeof RefundModal>[0]['target']>(null);
  const [receipt, setReceipt] = useState(false);
  const fmt = useFormats();
  const money = (minor: number) => fmt.money(minor, order.currency);
  const at = (iso: string) => fmt.dateTimeMedium(iso);
  const refundedReason = order.status === 'REFUNDED' || !order.refundable ? refundBlock(order, t) : null;
  const facts: [string, ReactNode][] = [
    [t('detail.placed'), at(order.placedAt)],
    [t('detail.closed'), order.closedAt ? at(order.closedAt) : '—'],
    [t('detail.accountingDay'), order.accountingDay],
    [t('columns.venue'), order.venueName],
    [t('columns.channel'), t(`channels.${order.channel}` as 'channels.APP', { defaultValue: order.channel })],
    [
      t('columns.serviceType'),
      t(`serviceTypes.${order.serviceType}` as 'serviceTypes.POS', { defaultValue: order.serviceType }),
    ],
    [t('columns.staff'), order.staffName ?? '—'],
    [t('detail.table'), order.tableCode ?? '—'],
    [t('detail.guests'), order.guestCount ?? '—'],
    [t('detail.beeper'), order.beeperNumber ?? '—'],
    [t('detail.customer'), order.customerEmail ?? '—'],
    [t('detail.clientOrderId'), order.clientOrderId],
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Badge size="lg" variant="dot" color={statusColor(order.status)} data-testid="order-status">
          {t(`statuses.${order.status}` as 'statuses.PENDING', { defaultValue: order.status })}
        </Badge>
        <Group gap="xs">
          <Button variant="default" onClick={() => setReceipt(true)}>
            {t('actions.sendReceipt')}
          </Button>
          <GuardedButton
            color="red.8"
            disabledReason={refundedReason}
            onClick={() =>
              setRefund({
                kind: 'order',
                id: order.id,
                title: t('refund.orderTitle', { number: order.orderNumber }),
                message: t('refund.orderMessage', {
                  amount: money(order.totalAmount - order.refundedAmount),
                }),
              })
            }
          >
            {t('actions.refundOrder')}
          </GuardedButton>
        </Group>
      </Group>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Section title={t('detail.lines')}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.item')}</Table.Th>
              <Table.Th ta="end">{t('detail.quantity')}</Table.Th>
              <Table.Th ta="end">{t('detail.rate')}</Table.Th>
              <Table.Th ta="end">{t('detail.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => (
              <Table.Tr key={line.id} c={line.voided ? 'dimmed' : undefined}>
                <Table.Td>
                  <Text size="sm" td={line.voided ? 'line-through' : undefined}>
                    {line.title}
                  </Text>
                  {line.modifications.map((m) => (
                    <Text size="xs" c="dimmed" key={m.name}>
                      + {m.name} {m.price !== 0 && money(m.price)}
                    </Text>
                  ))}
                  {line.discountAmount > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('detail.discount', { amount: money(line.discountAmount) })}
                    </Text>
                  )}
                  {line.voided && (
                    <Badge size="xs" color="gray" variant="light">
                      {t('detail.voided')}
                      {line.voidReason ? `: ${line.voidReason}` : ''}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="end">{line.quantity}</Table.Td>
                <Table.Td ta="end">{line.vatRate} %</Table.Td>
                <Table.Td ta="end">{money(line.totalAmount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      <Section title={t('detail.payments')}>
        {order.payments.length === 0 && <Text c="dimmed">{t('detail.noPayments')}</Text>}
        {order.payments.map((p) => (
          <Group key={p.id} justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={600}>
                {paymentMethodLabel(p.method, i18n.language)}
                {p.cardBrand ? ` · ${p.cardBrand}` : ''} · {money(p.amount)}
              </Text>
              <Text size="xs" c="dimmed">
                {at(p.paidAt)}
                {p.tipAmount > 0 && ` · ${t('detail.tip', { amount: money(p.tipAmount) })}`}
                {p.providerReference && ` · ${t('detail.reference', { reference: p.providerReference })}`}
                {p.refundedAt && ` · ${t('detail.refundedAt', { date: at(p.refundedAt) })}`}
              </Text>
            </div>
            <GuardedButton
              size="xs"
              variant="default"
              disabledReason={
                p.refundable ? null : p.refundedAt ? t('actions.alreadyRefunded') : refundedReason
              }
              onClick={() =>
                setRefund({
                  kind: 'payment',
                  id: p.id,
                  title: t('refund.paymentTitle'),
                  message: t('refund.paymentMessage', {
                    amount: money(p.amount),
                    method: paymentMethodLabel(p.method, i18n.language),
                  }),
                })
              }
            >
              {t('actions.refundPayment')}
            </GuardedButton>
          </Group>
        ))}
      </Section>

      <Section title={t('detail.vat')}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.rate')}</Table.Th>
              <Table.Th ta="end">{t('detail.net')}</Table.Th>
              <Table.Th ta="end">{t('detail.vat')}</Table.Th>
              <Table.Th ta="end">{t('detail.gross')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.vatLines.map((v) => (
              <Table.Tr key={v.rate}>
                <Table.Td>{v.rate} %</Table.Td>
                <Table.Td ta="end">{money(v.gross - v.vat)}</Table.Td>
                <Table.Td ta="end">{money(v.vat)}</Table.Td>
                <Table.Td ta="end">{money(v.gross)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>

      <Section title={t('detail.totals')}>
        <Table variant="vertical">
          <Table.Tbody>
            <TotalRow label={t('detail.total')} value={money(order.totalAmount)} strong />
            <TotalRow label={t('detail.vatTotal')} value={money(order.vatAmount)} />
            {order.discountAmount > 0 && (
              <TotalRow label={t('detail.discountTotal')} value={money(order.discountAmount)} />
            )}
            {order.tipAmount > 0 && <TotalRow label={t('detail.tipsTotal')} value={money(order.tipAmount)} />}
            {order.refundedAmount > 0 && (
              <TotalRow label={t('detail.refundedTotal')} value={money(-order.refundedAmount)} />
            )}
          </Table.Tbody>
        </Table>
      </Section>

      <Section title={t('detail.history')}>
        {order.events.map((e) => (
          <Text size="sm" key={e.id}>
            {at(e.at)} · {t(`statuses.${e.status}` as 'statuses.PENDING', { defaultValue: e.status })}
            {e.actorName ? ` · ${e.actorName}` : ''}
            {e.note ? ` · ${e.note}` : ''}
          </Text>
        ))}
      </Section>

      <Section title={t('detail.voids')}>
        {order.voidEntries.length === 0 && <Text c="dimmed">{t('detail.noVoids')}</Text>}
        {order.voidEntries.map((v) => (
          <Text size="sm" key={v.id}>
            {at(v.at)} · {t(`voidKinds.${v.kind}` as 'voidKinds.VOID_LINE', { defaultValue: v.kind })} ·{' '}
            {money(v.amount)}
            {v.actorName ? ` · ${v.actorName}` : ''}
            {v.reason ? ` · ${v.reason}` : ''}
          </Text>
        ))}
      </Section>
      <Divider />
      <RefundModal target={refund} onClose={() => setRefund(null)} orderNumber={order.orderNumber} />
      {receipt && (
        <ReceiptModal
          opened
          orderId={order.id}
          defaultEmail={order.customerEmail ?? ''}
          onClose={() => setReceipt(false)}
        />
      )}
    </Stack>
  );
}

// Why the order cannot be refunded: refunded already, or not paid yet.
function refundBlock(order: OrderDetail, t: (key: 'actions.alreadyRefunded' | 'actions.notPaid') => string) {
  if (order.status === 'REFUNDED' || order.refundedAmount >= order.totalAmount)
    return t('actions.alreadyRefunded');
  if (!order.closedAt) return t('actions.notPaid');
  return t('actions.alreadyRefunded');
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th>{label}</Table.Th>
      <Table.Td ta="end" fw={strong ? 700 : undefined}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}
