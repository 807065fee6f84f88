// Pieces the three report screens share: file downloads, figure tables, and the
// translation of server errors.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { apiBaseUrl } from '../../lib/env.ts';

/** Opens a server download (a signed PDF link from generatePdfReport). */
export function downloadUrl(path: string): void {
  const link = document.createElement('a');
  link.href = `${apiBaseUrl()}${path}`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** A compact table of figures: first column text, the others right-aligned numbers. */
export function FigureTable({
  columns,
  rows,
  label,
}: {
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  label: string;
}) {
  return (
    <Table striped withTableBorder aria-label={label} style={{ fontVariantNumeric: 'tabular-nums' }}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c, i) => (
            <Table.Th key={c} ta={i === 0 ? 'start' : 'end'}>
              {c}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of a read-only figure table never move
          <Table.Tr key={r}>
            {row.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
              <Table.Td key={i} ta={i === 0 ? 'start' : 'end'}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
