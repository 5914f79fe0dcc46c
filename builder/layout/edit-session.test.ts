import { describe, expect, it } from 'vitest';
import { editCloneHandler, registerEditClone } from './edit-session.ts';

describe('edit-session clone handlers', () => {
  it('is set while a dashboard is in edit mode and gone after', () => {
    const handler = () => undefined;
    expect(editCloneHandler('d')).toBeUndefined();
    const undo = registerEditClone('d', handler);
    expect(editCloneHandler('d')).toBe(handler);
    expect(editCloneHandler('other')).toBeUndefined();
    undo();
    expect(editCloneHandler('d')).toBeUndefined();
  });

  it('an old undo does not remove a newer registration', () => {
    const first = () => undefined;
    const second = () => undefined;
    const undoFirst = registerEditClone('d', first);
    const undoSecond = registerEditClone('d', second);
    undoFirst();
    expect(editCloneHandler('d')).toBe(second);
    undoSecond();
  });
});
