import { useSyncExternalStore } from 'react';

/** Parts picked for comparison, kept in the browser so the pick survives paging, searching and a reload. */
export const COMPARE_SELECTION_KEY = 'circuitmart.compare';
/** Four columns are as many as fit side by side on a desktop screen. */
export const COMPARE_LIMIT = 4;

export interface ComparedPart {
  id: string;
  mpn: string;
}

let selection: ComparedPart[] = readStoredSelection();
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readStoredSelection(): ComparedPart[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(COMPARE_SELECTION_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (entry): entry is ComparedPart =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as ComparedPart).id === 'string' &&
        typeof (entry as ComparedPart).mpn === 'string',
    )
    .slice(0, COMPARE_LIMIT);
}

function store(next: ComparedPart[]) {
  selection = next;
  try {
    storage()?.setItem(COMPARE_SELECTION_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only costs the pick after a reload.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Adds the part to the comparison, or takes it out when it is already in. Answers false when the part could not be
 * added because four are already picked.
 */
export function toggleComparedPart(part: ComparedPart): boolean {
  if (selection.some((picked) => picked.id === part.id)) {
    store(selection.filter((picked) => picked.id !== part.id));
    return true;
  }
  if (selection.length >= COMPARE_LIMIT) return false;
  store([...selection, part]);
  return true;
}

export function clearComparedParts(): void {
  store([]);
}

export function useComparedParts(): readonly ComparedPart[] {
  return useSyncExternalStore(subscribe, () => selection);
}

export function comparePath(ids: readonly string[]): string {
  return `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
}
