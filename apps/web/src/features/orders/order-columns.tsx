import { Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import type { OrderRow } from './use-orders.ts';

/** Colour of a status badge: paid green, refunded/cancelled grey or red, open blue. */
export function statusColor(status: string): string {
  if (status === 'COMPLETED') return 'green';
  if (status === 'REFUNDED') return 'orange';
  if (status === 'CANCELLED' || status === 'REJECTED') return 'red';
  return 'blue';
}

/** The columns of /orders; the server orders the list (newest first), so none sorts. */
export function useOrderColumns(): ListColumn<OrderRow>[] {
  const { t } = useTranslation('orders');
  const fmt = useFormats();
  return useMemo(
    () => [
      {
        key: 'number',
        header: t('columns.number'),
        render: (row) => (
          <Text span fw={600} size="sm">
            #{row.orderNumber}
          </Text>
        ),
      },
      { key: 'time', header: t('columns.time'), render: (row) => fmt.dateTime(row.placedAt) },
      { key: 'venue', header: t('columns.venue'), render: (row) => row.venueName },
      {
        key: 'channel',
        header: t('columns.channel'),
        render: (row) => t(`channels.${row.channel}`, { defaultValue: row.channel }),
      },
      {
        key: 'serviceType',
        header: t('columns.serviceType'),
        render: (row) => t(`serviceTypes.${row.serviceType}`, { defaultValue: row.serviceType }),
      },
      { key: 'staff', header: t('columns.staff'), render: (row) => row.staffName ?? '—' },
      {
        key: 'status',
        header: t('columns.status'),
        render: (row) => (
          <Badge variant="dot" color={statusColor(row.status)}>
            {t(`statuses.${row.status}`, { defaultValue: row.status })}
          </Badge>
        ),
      },
      {
        key: 'total',
        header: t('columns.total'),
        align: 'right',
        render: (row) => (
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>
            {fmt.money(row.totalAmount, row.currency)}
          </span>
        ),
      },
    ],
    [t, fmt],
  );
}
