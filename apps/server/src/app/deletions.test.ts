import { describe, expect, it } from 'vitest';
import { NODE_KINDS, registeredNodeKinds } from '../kernel/deletion.ts';
import { DELETION_HANDLERS } from './deletions.ts';
// The assembled schema, as the server loads it: deleteNode must not depend on which files load.
import './schema.ts';

describe('deletion registry', () => {
  it('has exactly one handler for every node kind deleteNode accepts, registered by the composition root', () => {
    const registered = registeredNodeKinds();
    expect([...registered].sort()).toEqual([...NODE_KINDS].sort());
    expect(new Set(registered).size).toBe(registered.length);
    expect(DELETION_HANDLERS.map((h) => h.kind)).toEqual(registered);
  });
});
