// The floor plan drawn as SVG: a grid of cells with the tables and labelled areas on it. The editor
// uses it with pointer and keyboard handlers, /monitoring/tables read-only with its own colours.
// A drag moves the dragged element's transform directly and tells the editor once, on release, so
// a pointer move never re-renders React (200 tables drag at the display's frame rate).
import { clampOntoPlan, ROTATION_STEP } from '@fika/domain';
import { type KeyboardEvent, memo, type PointerEvent, useRef, useState } from 'react';
import type { PlanItem } from './editor-state.ts';

/** SVG units per grid cell. */
export const CELL = 24;

/** Colours of one item (the monitoring view paints tables by their open orders). */
export interface ItemPaint {
  fill: string;
  stroke: string;
}

export interface PlanCanvasProps {
  width: number;
  height: number;
  items: readonly PlanItem[];
  /** The accessible name of the plan ("Floor plan Inside"). */
  label: string;
  /** Each item's accessible name ("Table T1, 4 seats, …"). */
  itemLabel: (item: PlanItem) => string;
  /** Pixels per SVG unit: 1 draws a cell 24 px wide. */
  scale?: number;
  selected?: string | null;
  readOnly?: boolean;
  paint?: (item: PlanItem) => ItemPaint | undefined;
  onSelect?: (key: string | null) => void;
  onMove?: (key: string, posX: number, posY: number) => void;
  onChange?: (key: string, changes: Partial<Pick<PlanItem, 'width' | 'height' | 'rotation'>>) => void;
  onItemKeyDown?: (key: string, event: KeyboardEvent<SVGGElement>) => void;
}

type Drag =
  | {
      mode: 'move';
      key: string;
      el: SVGGElement;
      item: PlanItem;
      x: number;
      y: number;
      px: number;
      moved: boolean;
    }
  | {
      mode: 'resize' | 'rotate';
      key: string;
      item: PlanItem;
      x: number;
      y: number;
      px: number;
      cx: number;
      cy: number;
    };

const transformOf = (item: Pick<PlanItem, 'posX' | 'posY' | 'width' | 'height' | 'rotation'>) =>
  `translate(${item.posX * CELL} ${item.posY * CELL}) rotate(${item.rotation} ${(item.width * CELL) / 2} ${(item.height * CELL) / 2})`;

const DEFAULT_PAINT: Record<PlanItem['kind'], ItemPaint> = {
  table: { fill: 'var(--mantine-color-blue-1)', stroke: 'var(--mantine-color-blue-7)' },
  area: { fill: 'var(--mantine-color-gray-1)', stroke: 'var(--mantine-color-gray-6)' },
};

const INACTIVE: ItemPaint = { fill: 'var(--mantine-color-gray-2)', stroke: 'var(--mantine-color-gray-5)' };

/** The plan with its items; see {@link PlanCanvasProps}. */
export function PlanCanvas(props: PlanCanvasProps) {
  const { width, height, items, scale = 1, selected = null, readOnly = false } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  // Resize and rotation redraw the one item while its size or angle snaps to a new step.
  const [preview, setPreview] = useState<PlanItem | null>(null);
  const plan = { width, height };

  const pixelsPerUnit = () => {
    const box = svgRef.current?.getBoundingClientRect();
    return box && box.width > 0 ? box.width / (width * CELL) : 1;
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (readOnly || event.button > 0) return;
    const target = event.target as Element;
    const el = target.closest<SVGGElement>('[data-key]');
    const key = el?.dataset.key;
    const item = key === undefined ? undefined : items.find((i) => i.key === key);
    if (!el || !key || !item) {
      props.onSelect?.(null);
      return;
    }
    event.preventDefault();
    el.focus({ preventScroll: true });
    props.onSelect?.(key);
    const px = pixelsPerUnit();
    const handle = target.closest<SVGElement>('[data-handle]')?.dataset.handle;
    const box = svgRef.current?.getBoundingClientRect();
    const cx = (box?.left ?? 0) + (item.posX + item.width / 2) * CELL * px;
    const cy = (box?.top ?? 0) + (item.posY + item.height / 2) * CELL * px;
    drag.current =
      handle === 'resize' || handle === 'rotate'
        ? { mode: handle, key, item, x: event.clientX, y: event.clientY, px, cx, cy }
        : { mode: 'move', key, el, item, x: event.clientX, y: event.clientY, px, moved: false };
    svgRef.current?.setPointerCapture(event.pointerId);
  };

  const moved = (d: Extract<Drag, { mode: 'move' }>, clientX: number, clientY: number) => {
    const dx = Math.round((clientX - d.x) / (CELL * d.px));
    const dy = Math.round((clientY - d.y) / (CELL * d.px));
    return clampOntoPlan({ ...d.item, posX: d.item.posX + dx, posY: d.item.posY + dy }, plan);
  };

  const changed = (d: Exclude<Drag, { mode: 'move' }>, clientX: number, clientY: number): PlanItem => {
    if (d.mode === 'rotate') {
      const degrees = (Math.atan2(clientY - d.cy, clientX - d.cx) * 180) / Math.PI + 90;
      const snapped = Math.round(degrees / ROTATION_STEP) * ROTATION_STEP;
      return { ...d.item, rotation: ((snapped % 360) + 360) % 360 };
    }
    // The pointer's travel in the item's own (unrotated) axes.
    const radians = (-d.item.rotation * Math.PI) / 180;
    const dx = (clientX - d.x) / (CELL * d.px);
    const dy = (clientY - d.y) / (CELL * d.px);
    const localX = dx * Math.cos(radians) - dy * Math.sin(radians);
    const localY = dx * Math.sin(radians) + dy * Math.cos(radians);
    return {
      ...d.item,
      width: Math.max(1, Math.min(50, d.item.width + Math.round(localX))),
      height: Math.max(1, Math.min(50, d.item.height + Math.round(localY))),
    };
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    if (d.mode === 'move') {
      const next = moved(d, event.clientX, event.clientY);
      d.moved = true;
      d.el.setAttribute('transform', transformOf(next));
      return;
    }
    const next = changed(d, event.clientX, event.clientY);
    if (
      !preview ||
      preview.width !== next.width ||
      preview.height !== next.height ||
      preview.rotation !== next.rotation
    )
      setPreview(next);
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    if (d.mode === 'move') {
      // Back to what React drew; the editor's state (if the position changed) redraws it.
      d.el.setAttribute('transform', transformOf(d.item));
      if (!d.moved) return;
      const next = moved(d, event.clientX, event.clientY);
      if (next.posX !== d.item.posX || next.posY !== d.item.posY) props.onMove?.(d.key, next.posX, next.posY);
      return;
    }
    setPreview(null);
    const next = changed(d, event.clientX, event.clientY);
    if (d.mode === 'rotate') {
      if (next.rotation !== d.item.rotation) props.onChange?.(d.key, { rotation: next.rotation });
    } else if (next.width !== d.item.width || next.height !== d.item.height) {
      props.onChange?.(d.key, { width: next.width, height: next.height });
    }
  };

  const onPointerCancel = () => {
    const d = drag.current;
    drag.current = null;
    if (d?.mode === 'move') d.el.setAttribute('transform', transformOf(d.item));
    setPreview(null);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; the group names the plan.
    <svg
      ref={svgRef}
      role="group"
      aria-label={props.label}
      width={width * CELL * scale}
      height={height * CELL * scale}
      viewBox={`-1 -1 ${width * CELL + 2} ${height * CELL + 2}`}
      style={{ display: 'block', userSelect: 'none', touchAction: readOnly ? 'auto' : 'pan-x pan-y' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onFocus={(event) => {
        // Tabbing to an item selects it: the keys and the side panel work on what has the focus.
        const key = (event.target as Element).closest<SVGGElement>('[data-key]')?.dataset.key;
        if (!readOnly && key !== undefined && key !== selected) props.onSelect?.(key);
      }}
      data-testid="floor-plan-canvas"
    >
      <defs>
        <pattern id="floor-plan-grid" width={CELL} height={CELL} patternUnits="userSpaceOnUse">
          <path
            d={`M ${CELL} 0 L 0 0 0 ${CELL}`}
            fill="none"
            stroke="var(--mantine-color-gray-3)"
            strokeWidth={1}
          />
        </pattern>
      </defs>
      <rect
        width={width * CELL}
        height={height * CELL}
        fill="url(#floor-plan-grid)"
        stroke="var(--mantine-color-gray-5)"
      />
      {items.map((item) => {
        const shown = preview?.key === item.key ? preview : item;
        return (
          <ItemShape
            key={item.key}
            item={shown}
            label={props.itemLabel(item)}
            selected={item.key === selected}
            readOnly={readOnly}
            paint={props.paint?.(item)}
            onKeyDown={props.onItemKeyDown}
          />
        );
      })}
    </svg>
  );
}

interface ItemShapeProps {
  item: PlanItem;
  label: string;
  selected: boolean;
  readOnly: boolean;
  paint: ItemPaint | undefined;
  onKeyDown: PlanCanvasProps['onItemKeyDown'];
}

// Memoised: one item's change redraws that item only.
const ItemShape = memo(function ItemShape({
  item,
  label,
  selected,
  readOnly,
  paint,
  onKeyDown,
}: ItemShapeProps) {
  const w = item.width * CELL;
  const h = item.height * CELL;
  const colours = paint ?? (item.kind === 'table' && !item.active ? INACTIVE : DEFAULT_PAINT[item.kind]);
  const area = item.kind === 'area';
  const fontSize = Math.min(14, Math.max(9, Math.min(w, h) / 3));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: an editable item is role="button" (focusable, keys), a read-only one an img.
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-pressed only on the button role (read-only items have none).
    <g
      data-key={item.key}
      data-testid={`plan-${item.kind}-${item.code}`}
      transform={transformOf(item)}
      tabIndex={readOnly ? undefined : 0}
      role={readOnly ? 'img' : 'button'}
      aria-label={label}
      aria-pressed={readOnly ? undefined : selected}
      style={{
        cursor: readOnly ? 'default' : 'move',
        touchAction: readOnly ? 'auto' : 'none',
        outline: 'none',
      }}
      onKeyDown={onKeyDown && ((event) => onKeyDown(item.key, event))}
    >
      {readOnly && <title>{label}</title>}
      {item.shape === 'ROUND' && !area ? (
        <ellipse
          cx={w / 2}
          cy={h / 2}
          rx={w / 2 - 1}
          ry={h / 2 - 1}
          fill={colours.fill}
          stroke={colours.stroke}
          strokeWidth={2}
        />
      ) : (
        <rect
          x={1}
          y={1}
          width={w - 2}
          height={h - 2}
          rx={area ? 2 : 6}
          fill={colours.fill}
          stroke={colours.stroke}
          strokeWidth={2}
          strokeDasharray={area ? '6 4' : undefined}
        />
      )}
      <text
        x={w / 2}
        y={h / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={fontSize}
        fontWeight={area ? 400 : 700}
        fill="var(--mantine-color-dark-7)"
        style={{ pointerEvents: 'none' }}
      >
        {item.code}
      </text>
      {selected && !readOnly && (
        <>
          <rect
            x={-3}
            y={-3}
            width={w + 6}
            height={h + 6}
            fill="none"
            stroke="var(--mantine-color-orange-6)"
            strokeWidth={2}
            strokeDasharray="4 3"
            style={{ pointerEvents: 'none' }}
          />
          <line
            x1={w / 2}
            y1={-3}
            x2={w / 2}
            y2={-16}
            stroke="var(--mantine-color-orange-6)"
            strokeWidth={2}
          />
          <circle
            data-handle="rotate"
            data-testid="rotate-handle"
            cx={w / 2}
            cy={-20}
            r={7}
            fill="white"
            stroke="var(--mantine-color-orange-6)"
            strokeWidth={2}
            style={{ cursor: 'grab' }}
          />
          <rect
            data-handle="resize"
            data-testid="resize-handle"
            x={w - 5}
            y={h - 5}
            width={12}
            height={12}
            fill="white"
            stroke="var(--mantine-color-orange-6)"
            strokeWidth={2}
            style={{ cursor: 'nwse-resize' }}
          />
        </>
      )}
    </g>
  );
});
