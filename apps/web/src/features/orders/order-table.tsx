import { Badge, Group, Loader, Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../ui/use-formats.ts';
import type { OrderRow } from './use-orders.ts';

// The order list: always virtualised (a 90-day range holds tens of thousands of orders), and it
// asks for the next page when the last rows scroll into view.

const ROW_HEIGHT = 45;

/** Colour of a status badge: paid green, refunded/cancelled grey or red, open blue. */
export function statusColor(status: string): string {
  if (status === 'COMPLETED') return 'green';
  if (status === 'REFUNDED') return 'orange';
  if (status === 'CANCELLED' || status === 'REJECTED') return 'red';
  return 'blue';
}

interface OrderTableProps {
  rows: readonly OrderRow[];
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (id: string) => void;
  selectedId: string | undefined;
}

/** The virtualised, infinitely loading table of /orders. */
export function OrderTable({
  rows,
  hasNextPage,
  loadingMore,
  onLoadMore,
  onOpen,
  selectedId,
}: OrderTableProps) {
  const { t } = useTranslation('orders');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 15,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !loadingMore && lastIndex >= rows.length - 20) onLoadMore();
  }, [hasNextPage, loadingMore, lastIndex, rows.length, onLoadMore]);
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const fmt = useFormats();

  return (
    <div ref={scrollRef} style={{ overflow: 'auto', maxHeight: '70vh' }} data-testid="order-list">
      <Table
        stickyHeader
        highlightOnHover
        miw={900}
        aria-label={t('list.label')}
        aria-rowcount={rows.length + 1}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.time')}</Table.Th>
            <Table.Th>{t('columns.venue')}</Table.Th>
            <Table.Th>{t('columns.channel')}</Table.Th>
            <Table.Th>{t('columns.serviceType')}</Table.Th>
            <Table.Th>{t('columns.staff')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th ta="end">{t('columns.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {padTop > 0 && (
            <tr aria-hidden>
              <td colSpan={8} style={{ height: padTop, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            return row ? (
              <OrderTableRow
                key={row.id}
                row={row}
                index={item.index}
                time={fmt.dateTime(row.placedAt)}
                selected={row.id === selectedId}
                onOpen={onOpen}
              />
            ) : null;
          })}
          {padBottom > 0 && (
            <tr aria-hidden>
              <td colSpan={8} style={{ height: padBottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
      <Group justify="center" p="sm" mih={40}>
        {loadingMore ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('list.loadingMore')}
            </Text>
          </Group>
        ) : (
          !hasNextPage &&
          rows.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('list.end')}
            </Text>
          )
        )}
      </Group>
    </div>
  );
}

const OrderTableRow = memo(function OrderTableRow({
  row,
  index,
  time,
  selected,
  onOpen,
}: {
  row: OrderRow;
  index: number;
  time: string;
  selected: boolean;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('orders');
  const fmt = useFormats();
  const open = () => onOpen(row.id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  return (
    <Table.Tr
      onClick={open}
      onKeyDown={onKeyDown}
      tabIndex={0}
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-testid={`order-row-${row.orderNumber}`}
      style={{ cursor: 'pointer', height: ROW_HEIGHT }}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Table.Td fw={600}>#{row.orderNumber}</Table.Td>
      <Table.Td>{time}</Table.Td>
      <Table.Td>{row.venueName}</Table.Td>
      <Table.Td>{t(`channels.${row.channel}`, { defaultValue: row.channel })}</Table.Td>
      <Table.Td>{t(`serviceTypes.${row.serviceType}`, { defaultValue: row.serviceType })}</Table.Td>
      <Table.Td>{row.staffName ?? '—'}</Table.Td>
      <Table.Td>
        <Badge variant="dot" color={statusColor(row.status)}>
          {t(`statuses.${row.status}`, { defaultValue: row.status })}
        </Badge>
      </Table.Td>
      <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {fmt.money(row.totalAmount, row.currency)}
      </Table.Td>
    </Table.Tr>
  );
});
