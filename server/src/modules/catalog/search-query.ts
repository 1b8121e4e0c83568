import { DomainError } from '../../platform/errors/index.js';
import { mpnLookupKeys } from './mpn.js';
import { valuesInSearch } from './values/part-values.js';
import type { SearchQuery } from './product-search.js';

/** Longest search text accepted; longer is refused rather than cut, so nobody searches for half a sentence. */
export const MAX_QUERY_LENGTH = 200;

/** Words looked up per query: enough for any description, few enough to keep the SQL small. */
const MAX_TERMS = 10;

/** Text that can be a part number: ASCII letters, digits and the separators people type between them. */
const mpnLike = /^[A-Za-z0-9\s\-./,#_+()]+$/;

/** The trimmed search text, or a user input error naming `field` when it is longer than allowed. */
export function checkedSearchText(text: string, field: string[]): string {
  const trimmed = text.trim();
  if ([...trimmed].length > MAX_QUERY_LENGTH) {
    throw new DomainError('SEARCH_QUERY_TOO_LONG', { params: { max: MAX_QUERY_LENGTH }, field });
  }
  return trimmed;
}

/** What a search text asks for: MPN keys when it can be a part number, and its words. Undefined when blank. */
export function parseSearchQuery(text: string, field: string[]): SearchQuery | undefined {
  const trimmed = checkedSearchText(text, field);
  if (trimmed === '') return undefined;
  return {
    mpnKeys: mpnLike.test(trimmed) ? mpnLookupKeys(trimmed) : [],
    terms: [...new Set(trimmed.split(/\s+/))].slice(0, MAX_TERMS),
    values: (({ values, words }) => ({ conditions: values, words: [...new Set(words)].slice(0, MAX_TERMS) }))(
      valuesInSearch(trimmed),
    ),
  };
}
