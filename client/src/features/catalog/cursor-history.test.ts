import { describe, expect, it } from 'vitest';
import { nextPageStep, previousPageStep, readCursorTrail } from './cursor-history';

describe('cursor trail', () => {
  it('walks forward two pages and back to the first', () => {
    const second = nextPageStep({ previousCursors: [] }, undefined, 'c20');
    expect(second).toEqual({ after: 'c20', trail: { previousCursors: [''] } });
    const third = nextPageStep(second.trail, second.after, 'c40');
    expect(third.trail.previousCursors).toEqual(['', 'c20']);
    const backToSecond = previousPageStep(third.trail);
    expect(backToSecond).toEqual({ after: 'c20', trail: { previousCursors: [''] } });
    expect(previousPageStep(backToSecond.trail)).toEqual({ after: undefined, trail: { previousCursors: [] } });
  });

  it('leads back to the first page when the trail is unknown', () => {
    expect(previousPageStep(readCursorTrail(null))).toEqual({ after: undefined, trail: { previousCursors: [] } });
  });

  it('ignores history state it did not write', () => {
    expect(readCursorTrail({ previousCursors: [1, 2] })).toEqual({ previousCursors: [] });
    expect(readCursorTrail('x')).toEqual({ previousCursors: [] });
  });
});
