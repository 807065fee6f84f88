import {
  type CollisionDetection,
  closestCenter,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
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

// §9: touch slop 0, delay 0 — a drag starts on the press itself. Not a { delay: 0, tolerance: 0 }
// constraint: dnd-kit waits a timer tick for that delay and cancels on any movement before it, so a
// quick flick would be lost.
const IMMEDIATE = { activationConstraint: undefined } as const;

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
    useSensor(KeyboardSensor, { coordinateGetter: oneCellAtATime, scrollBehavior: 'auto' }),
  );
}

/**
 * The cell under the pointer for mouse and touch (what the user points at, whatever the size of
 * the dragged button); the keyboard has no pointer, so there it is the cell nearest the button.
 */
export const cellUnderPointer: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  return closestCenter(args);
};
