/**
 * The path of the first string holding U+0000 inside a parsed input, or undefined. No text a person types holds
 * one, and SQLite cuts a statement at it (MikroORM inlines some values), so such input is refused at the edge.
 */
export function pathOfNulCharacter(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = pathOfNulCharacter(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
