// The floor-plan editor's draft as a pure reducer with undo/redo: the tables and labelled areas of
// one plan, what is selected, and the history. Every change keeps the item on the plan (rotated
// outline included, as the server checks it), so a save never fails on a drag.
import { clampOntoPlan, rotateBy, TABLE_SIZE, type TableShape } from '@fika/domain';

/** A table or area of the draft; `key` is its id, or a made-up one until the first save. */
export interface PlanItem {
  readonly key: string;
  readonly id?: string;
  readonly kind: 'table' | 'area';
  readonly posX: number;
  readonly posY: number;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
  /** Tables: the code shown on it; areas: the label. */
  readonly code: string;
  readonly seats: number;
  readonly shape: TableShape;
  readonly section: string;
  readonly active: boolean;
}

/** What can change on an item from the side panel. */
export type ItemChanges = Partial<Omit<PlanItem, 'key' | 'id' | 'kind'>>;

export interface Draft {
  readonly width: number;
  readonly height: number;
  readonly items: readonly PlanItem[];
}

export interface EditorState {
  readonly draft: Draft;
  readonly selected: string | null;
  readonly past: readonly Draft[];
  readonly future: readonly Draft[];
  /** The last change's merge key: typing in a field is one undo step, not one per letter. */
  readonly mergeKey: string | null;
  /** The draft as last loaded or saved, to tell whether there are unsaved changes. */
  readonly saved: Draft;
}

export type EditorAction =
  | { type: 'load'; draft: Draft }
  | { type: 'select'; key: string | null }
  | { type: 'move'; key: string; posX: number; posY: number }
  | { type: 'nudge'; key: string; dx: number; dy: number }
  | { type: 'rotate'; key: string; steps: number }
  | { type: 'update'; key: string; changes: ItemChanges; merge?: string }
  | { type: 'add'; item: PlanItem }
  | { type: 'remove'; key: string }
  | { type: 'undo' }
  | { type: 'redo' };

// Enough undo for a long session without holding thousands of copies of a 200-table plan.
const HISTORY = 100;

/** A fresh editor on a loaded plan. */
export function initialEditor(draft: Draft): EditorState {
  return { draft, selected: null, past: [], future: [], mergeKey: null, saved: draft };
}

const onPlan = (item: PlanItem, draft: Pick<Draft, 'width' | 'height'>) => clampOntoPlan(item, draft);

function replaceItem(draft: Draft, key: string, change: (item: PlanItem) => PlanItem): Draft {
  let changed = false;
  const items = draft.items.map((item) => {
    if (item.key !== key) return item;
    const next = onPlan(change(item), draft);
    changed = next !== item;
    return next;
  });
  return changed ? { ...draft, items } : draft;
}

function commit(state: EditorState, draft: Draft, mergeKey: string | null = null): EditorState {
  if (draft === state.draft) return state;
  // A change with the same merge key as the last one replaces it in the history.
  const merging = mergeKey !== null && mergeKey === state.mergeKey;
  const past = merging ? state.past : [...state.past, state.draft].slice(-HISTORY);
  return { ...state, draft, past, future: [], mergeKey };
}

const sideOf = (value: number) => Math.max(TABLE_SIZE.min, Math.min(TABLE_SIZE.max, Math.round(value)));

/** The editor's reducer. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditor(action.draft);
    case 'select':
      return { ...state, selected: action.key, mergeKey: null };
    case 'move':
      return commit(
        state,
        replaceItem(state.draft, action.key, (item) => ({ ...item, posX: action.posX, posY: action.posY })),
      );
    case 'nudge':
      return commit(
        state,
        replaceItem(state.draft, action.key, (item) => ({
          ...item,
          posX: item.posX + action.dx,
          posY: item.posY + action.dy,
        })),
      );
    case 'rotate':
      return commit(
        state,
        replaceItem(state.draft, action.key, (item) => ({
          ...item,
          rotation: rotateBy(item.rotation, action.steps),
        })),
      );
    case 'update':
      return commit(
        state,
        replaceItem(state.draft, action.key, (item) => {
          const next = { ...item, ...action.changes };
          // Sizes stay whole cells in range whatever a field held mid-typing; the plan's
          // own bound for areas is the plan itself (clamped on the plan above).
          return item.kind === 'table'
            ? { ...next, width: sideOf(next.width), height: sideOf(next.height) }
            : {
                ...next,
                width: Math.max(1, Math.round(next.width)),
                height: Math.max(1, Math.round(next.height)),
              };
        }),
        action.merge ? `${action.key}:${action.merge}` : null,
      );
    case 'add': {
      const item = onPlan(action.item, state.draft);
      return {
        ...commit(state, { ...state.draft, items: [...state.draft.items, item] }),
        selected: item.key,
      };
    }
    case 'remove': {
      const items = state.draft.items.filter((item) => item.key !== action.key);
      if (items.length === state.draft.items.length) return state;
      return { ...commit(state, { ...state.draft, items }), selected: null };
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return {
        ...state,
        draft: previous,
        past: state.past.slice(0, -1),
        future: [state.draft, ...state.future],
        mergeKey: null,
        selected: previous.items.some((i) => i.key === state.selected) ? state.selected : null,
      };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return {
        ...state,
        draft: next,
        past: [...state.past, state.draft],
        future,
        mergeKey: null,
        selected: next.items.some((i) => i.key === state.selected) ? state.selected : null,
      };
    }
  }
}

/** Whether the draft differs from what was loaded or saved (undo back to it is clean again). */
export function isDirty(state: EditorState): boolean {
  if (state.draft === state.saved) return false;
  return JSON.stringify(state.draft) !== JSON.stringify(state.saved);
}

/**
 * The next free table code after the plan's highest number, with the prefix most codes use
 * ("T7" after T1…T6; "8" after 1…7); "T1" on an empty plan.
 */
export function nextTableCode(items: readonly PlanItem[]): string {
  const taken = new Set(items.filter((i) => i.kind === 'table').map((i) => i.code.toLowerCase()));
  const prefixes = new Map<string, number>();
  let highest = 0;
  for (const item of items) {
    if (item.kind !== 'table') continue;
    const match = /^(.*?)(\d+)$/.exec(item.code);
    if (!match) continue;
    const prefix = match[1] ?? '';
    prefixes.set(prefix, (prefixes.get(prefix) ?? 0) + 1);
    highest = Math.max(highest, Number(match[2]));
  }
  const prefix =
    [...prefixes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? (taken.size === 0 ? 'T' : 'T');
  let n = highest + 1;
  while (taken.has(`${prefix}${n}`.toLowerCase())) n++;
  return `${prefix}${n}`;
}

/** The first top-left corner, row by row, where a `width` × `height` box overlaps nothing; else 0,0. */
export function freeSpot(draft: Draft, width: number, height: number): { posX: number; posY: number } {
  const overlaps = (x: number, y: number) =>
    draft.items.some(
      (i) => x < i.posX + i.width && i.posX < x + width && y < i.posY + i.height && i.posY < y + height,
    );
  for (let y = 1; y + height <= draft.height; y++)
    for (let x = 1; x + width <= draft.width; x++) if (!overlaps(x, y)) return { posX: x, posY: y };
  return { posX: 0, posY: 0 };
}
