import {
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ButtonSource, PosButton } from './use-pos-layouts.ts';

/** What is being dragged: an entry of the palette, or a button already on the page. */
export type DragData =
  | { kind: 'palette'; source: ButtonSource }
  | { kind: 'button'; position: number; button: PosButton };

/** What a cell says about itself as a drop target. */
export interface DropData {
  position: number;
}

// §9: drag and drop starts on the first touch or click — no slop (tolerance 0), no delay.
const IMMEDIATE = { activationConstraint: { delay: 0, tolerance: 0 } } as const;

/** Gap between grid cells in pixels (pos-layouts.module.css). */
export const CELL_GAP = 8;

// Arrow keys move a picked-up button one cell at a time: the size of the button plus the gap.
const oneCellAtATime: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const rect = context.collisionRect;
  if (!rect) return undefined;
  const x = rect.width + CELL_GAP;
  const y = rect.height + CELL_GAP;
  const step = { ArrowRight: [x, 0], ArrowLeft: [-x, 0], ArrowDown: [0, y], ArrowUp: [0, -y] }[event.code];
  if (!step) return undefined;
  event.preventDefault();
  return { x: currentCoordinates.x + (step[0] ?? 0), y: currentCoordinates.y + (step[1] ?? 0) };
};

/**
 * Mouse and touch start a drag at once (§9); the keyboard picks a button up with Space or Enter,
 * moves it cell by cell with the arrows and drops it with Space or Enter (Escape cancels).
 */
export function useLayoutSensors() {
  return useSensors(
    useSensor(MouseSensor, IMMEDIATE),
    useSensor(TouchSensor, IMMEDIATE),
    useSensor(KeyboardSensor, { coordinateGetter: oneCellAtATime }),
  );
}
