/**
 * Which column of an uploaded table holds which field, guessed from its header texts: the BOM tool's and the catalog
 * import's recognition, each with its own fields and synonyms.
 */

/** Column index of each field; a field the file does not have is absent. */
export type ColumnMapping<F extends string> = Partial<Record<F, number>>;

/** A header text as compared: lower-cased, without spaces, dots, `#`, `_`, `-` and brackets. */
export function headerKey(text: string): string {
  return text.toLowerCase().replace(/[\s.#_\-:()/'"·-]/g, '');
}

/** Rows looked at for the header; title blocks of CAD exports and price lists are rarely longer. */
export const HEADER_SEARCH_ROWS = 20;

/** Recognises the fields of `synonyms` (header texts as `headerKey` gives them) in header rows. */
export class ColumnGuesser<F extends string> {
  private readonly fieldByHeader: Map<string, F>;

  constructor(
    readonly fields: readonly F[],
    synonyms: Record<F, readonly string[]>,
  ) {
    this.fieldByHeader = new Map(
      fields.flatMap((field) => synonyms[field].map((synonym) => [synonym, field] as const)),
    );
  }

  /** The field a header cell names, or null. */
  fieldOfHeader(text: string): F | null {
    return this.fieldByHeader.get(headerKey(text)) ?? null;
  }

  /** The mapping the header cells give: the first column naming each field wins. */
  guessMapping(header: readonly string[]): ColumnMapping<F> {
    const mapping: ColumnMapping<F> = {};
    header.forEach((cell, column) => {
      const field = this.fieldOfHeader(cell);
      if (field && mapping[field] === undefined) mapping[field] = column;
    });
    return mapping;
  }

  /** The index of the row among the first ones that names the most fields; -1 when none names two. */
  detectHeaderRow(
    rows: readonly (readonly string[])[],
    mappingOf: (row: readonly string[]) => ColumnMapping<F> = (row) => this.guessMapping(row),
  ): number {
    let best = -1;
    let bestCount = 1;
    rows.slice(0, HEADER_SEARCH_ROWS).forEach((row, index) => {
      const count = Object.keys(mappingOf(row)).length;
      if (count > bestCount) {
        best = index;
        bestCount = count;
      }
    });
    return best;
  }
}
