// A small hand-drawn SVG bar chart: a chart library would cost more than this route's whole
// 60 KB budget. Screen readers get the summary as the image's label and every bar in a hidden table.
import { Paper, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

/** One bar: a label under it, its value and the value as text. */
export interface Bar {
  key: string;
  label: string;
  value: number;
  valueText: string;
}

const WIDTH = 720;
const HEIGHT = 200;
const AXIS = 22;
const TOP = 8;

/**
 * Bars of `bars` scaled to the largest (negative values — a day of refunds only — drawn as empty).
 * `summary` is the accessible name; `columns` the hidden table's headers.
 */
export function BarChart({
  title,
  summary,
  bars,
  columns,
  labelEvery = 1,
}: {
  title: string;
  summary: string;
  bars: readonly Bar[];
  columns: readonly [string, string];
  /** Draw every nth label only, so long ranges stay legible. */
  labelEvery?: number;
}) {
  const headingId = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - AXIS - TOP;
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby={headingId} component="section">
      <Text id={headingId} fw={600} mb="xs" component="h2" size="md">
        {title}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        style={{ display: 'block', width: '100%', height: 'auto' }}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="var(--mantine-color-gray-4)" />
        {bars.map((bar, i) => {
          const h = bar.value > 0 ? Math.max(1, (bar.value / max) * plot) : 0;
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.key}>
              <rect
                x={x}
                y={HEIGHT - AXIS - h}
                width={barWidth}
                height={h}
                rx={2}
                fill="var(--mantine-primary-color-filled)"
              >
                <title>{`${bar.label}: ${bar.valueText}`}</title>
              </rect>
              {i % labelEvery === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  fontSize={11}
                  fill="var(--mantine-color-dimmed)"
                >
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{bar.valueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Paper>
  );
}
