/** One row of the side-by-side comparison: a label and each part's value as text ('' when it has none). */
export interface CompareRow {
  key: string;
  label: string;
  values: string[];
}

/** Whether the parts' values in a row are not all the same: those rows are highlighted. */
export function rowDiffers(row: CompareRow): boolean {
  return new Set(row.values).size > 1;
}

/** Every parameter name any of the parts carries, in the order they first appear. */
export function parameterNameUnion(parts: readonly { parameters: readonly { name: string }[] }[]): string[] {
  return [...new Set(parts.flatMap((part) => part.parameters.map((parameter) => parameter.name)))];
}

/** The ids of `/compare?ids=1,2,3`: distinct, at most `limit`, in the order given. */
export function readCompareIds(ids: string | null, limit: number): string[] {
  const distinct = new Set(
    (ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => /^\d{1,20}$/.test(id)),
  );
  return [...distinct].slice(0, limit);
}
