/** A piece of SQL and the values of its `?` placeholders, in order. */
export interface SqlFragment {
  sql: string;
  params: unknown[];
}

export const fragment = (sql: string, params: unknown[] = []): SqlFragment => ({ sql, params });

export function joinFragments(parts: SqlFragment[], separator: string): SqlFragment {
  return { sql: parts.map((part) => part.sql).join(separator), params: parts.flatMap((part) => part.params) };
}

/** A LIKE pattern that matches `text` literally; `!` is the escape character on every database. */
export function likeLiteral(text: string): string {
  return text.replace(/[!%_]/g, (character) => `!${character}`);
}
