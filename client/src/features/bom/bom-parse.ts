import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';
import type { BomMapping, ParsedBom } from './bom-types';

/** The façade's answer: code 1 is success; anything else carries a translated `msg`. */
export interface BomParseAnswer {
  code: number;
  msg: string;
  data: ParsedBom | null;
}

export type BomSource = { kind: 'text'; text: string } | { kind: 'file'; file: File };

/**
 * Sends a pasted BOM (JSON) or a BOM file (multipart: CSV, TSV, XLSX) to the façade's parse routes, with the
 * header row and mapping the buyer chose, if any. Parsing stays out of GraphQL so that files are not
 * base64-inflated and the home page's generated documents do not grow.
 */
export async function parseBom(
  source: BomSource,
  options: { headerRow?: number | undefined; mapping?: BomMapping | undefined },
): Promise<BomParseAnswer> {
  const headers = { 'user-token': getSessionToken(), lang: currentLocale() };
  if (source.kind === 'text') {
    const response = await fetch('/api/bom/parse-text', {
      method: 'POST',
      body: JSON.stringify({ text: source.text, ...options }),
      headers: { ...headers, 'content-type': 'application/json' },
    });
    return (await response.json()) as BomParseAnswer;
  }
  const form = new FormData();
  if (options.headerRow !== undefined) form.append('headerRow', String(options.headerRow));
  if (options.mapping) form.append('mapping', JSON.stringify(options.mapping));
  form.append('file', source.file);
  const response = await fetch('/api/bom/parse', { method: 'POST', body: form, headers });
  return (await response.json()) as BomParseAnswer;
}
