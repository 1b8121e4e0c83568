/**
 * The list pages forward only (`first`/`after`), so "previous" needs the cursors of the pages before.
 * They ride in the history entry's state: a reload or Back keeps them, and a shared link simply
 * starts a fresh trail whose Previous leads to the first page.
 */
export interface CursorTrail {
  /** The `after` cursor of each earlier page, oldest first; '' stands for the first page. */
  previousCursors: string[];
}

export function readCursorTrail(historyState: unknown): CursorTrail {
  const candidate = (historyState as Partial<CursorTrail> | null)?.previousCursors;
  const valid = Array.isArray(candidate) && candidate.every((cursor) => typeof cursor === 'string');
  return { previousCursors: valid ? candidate : [] };
}

export interface PageStep {
  /** The `after` cursor of the page to show, or undefined for the first page. */
  after: string | undefined;
  trail: CursorTrail;
}

export function nextPageStep(trail: CursorTrail, currentAfter: string | undefined, endCursor: string): PageStep {
  return { after: endCursor, trail: { previousCursors: [...trail.previousCursors, currentAfter ?? ''] } };
}

export function previousPageStep(trail: CursorTrail): PageStep {
  const previousCursors = trail.previousCursors.slice(0, -1);
  const after = trail.previousCursors.at(-1);
  return { after: after ? after : undefined, trail: { previousCursors } };
}
