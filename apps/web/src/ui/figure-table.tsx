import { Table } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Props of {@link FigureTable}. */
export interface FigureTableProps {
  /** Column headings: the first labels the rows, the others are figures. */
  columns: readonly string[];
  /** One array of cells per row, in column order. */
  rows: readonly (readonly ReactNode[])[];
  /** Stable keys of the rows when they can change (else their position). */
  rowKeys?: readonly string[];
  /** Accessible name of the table. */
  label?: string;
  /** Tighter rows in a smaller font, for a table inside a card. */
  compact?: boolean;
}

/**
 * A table of figures (dashboard, reports, Z-reports): first column text, the others right-aligned
 * numbers. Amounts never wrap or get cut off; when the columns do not fit (a phone, a narrow card)
 * the table scrolls inside its own box instead of pushing the page sideways.
 */
export function FigureTable({ columns, rows, rowKeys, label, compact = false }: FigureTableProps) {
  const figure = (i: number) => (i === 0 ? undefined : ({ whiteSpace: 'nowrap' } as const));
  const scrolls = useScrolls();
  return (
    <Table.ScrollContainer
      ref={scrolls.ref}
      minWidth={0}
      type="native"
      // A box that scrolls must be reachable by keyboard (WCAG 2.1.1); one that fits needs no stop.
      tabIndex={scrolls.active ? 0 : undefined}
    >
      <Table
        striped={!compact}
        withTableBorder={!compact}
        verticalSpacing={compact ? 4 : undefined}
        fz={compact ? 'sm' : undefined}
        aria-label={label}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              <Table.Th key={column} ta={i === 0 ? 'start' : 'end'} style={figure(i)}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, r) => (
            <Table.Tr key={rowKeys?.[r] ?? r}>
              {row.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                <Table.Td key={i} ta={i === 0 ? 'start' : 'end'} style={figure(i)}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Whether the element scrolls sideways, followed as it and its content resize. */
function useScrolls() {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setActive(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    // The table grows as its figures arrive, inside a box whose own size stays the same.
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    check();
    return () => observer.disconnect();
  }, []);
  return { ref, active };
}
