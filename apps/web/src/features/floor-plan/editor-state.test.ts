import { describe, expect, it } from 'vitest';
import {
  type Draft,
  editorReducer,
  freeSpot,
  initialEditor,
  isDirty,
  nextTableCode,
  type PlanItem,
} from './editor-state.ts';

const item = (key: string, over: Partial<PlanItem> = {}): PlanItem => ({
  key,
  id: key,
  kind: 'table',
  posX: 0,
  posY: 0,
  width: 2,
  height: 2,
  rotation: 0,
  code: key,
  seats: 4,
  shape: 'SQUARE',
  section: '',
  active: true,
  ...over,
});

const DRAFT: Draft = { width: 10, height: 8, items: [item('T1'), item('T2', { posX: 4 })] };

describe('floor-plan editor state', () => {
  it('moves, nudges and rotates an item, keeping it on the plan', () => {
    let s = initialEditor(DRAFT);
    s = editorReducer(s, { type: 'move', key: 'T1', posX: 20, posY: 3 });
    expect(s.draft.items[0]).toMatchObject({ posX: 8, posY: 3 });
    s = editorReducer(s, { type: 'nudge', key: 'T1', dx: -5, dy: 0 });
    expect(s.draft.items[0]).toMatchObject({ posX: 3 });
    s = editorReducer(s, { type: 'rotate', key: 'T1', steps: -1 });
    expect(s.draft.items[0]?.rotation).toBe(345);
    // The untouched item keeps its identity (its memoised drawing is not redone).
    expect(s.draft.items[1]).toBe(DRAFT.items[1]);
  });

  it('undoes and redoes, and typing in one field is one undo step', () => {
    let s = initialEditor(DRAFT);
    s = editorReducer(s, { type: 'update', key: 'T1', changes: { code: 'A' }, merge: 'code' });
    s = editorReducer(s, { type: 'update', key: 'T1', changes: { code: 'A1' }, merge: 'code' });
    s = editorReducer(s, { type: 'nudge', key: 'T1', dx: 1, dy: 0 });
    expect(s.past).toHaveLength(2);
    s = editorReducer(s, { type: 'undo' });
    s = editorReducer(s, { type: 'undo' });
    expect(s.draft).toBe(DRAFT);
    expect(isDirty(s)).toBe(false);
    s = editorReducer(s, { type: 'redo' });
    expect(s.draft.items[0]?.code).toBe('A1');
    expect(isDirty(s)).toBe(true);
  });

  it('adds with the next code in a free spot and removes', () => {
    expect(nextTableCode(DRAFT.items)).toBe('T3');
    expect(nextTableCode([])).toBe('T1');
    expect(nextTableCode([item('1'), item('2')])).toBe('3');
    expect(freeSpot(DRAFT, 2, 2)).toEqual({ posX: 2, posY: 1 });
    let s = editorReducer(initialEditor(DRAFT), {
      type: 'add',
      item: item('new', { code: 'T3', posX: 2, posY: 2 }),
    });
    expect(s.selected).toBe('new');
    s = editorReducer(s, { type: 'remove', key: 'new' });
    expect(s.draft.items).toHaveLength(2);
    expect(s.selected).toBeNull();
  });
});
