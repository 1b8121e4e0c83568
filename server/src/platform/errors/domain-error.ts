import type { Locale } from '../i18n/index.js';
import { errorCatalogue, type ErrorCode } from './catalogue.js';

export type ErrorParams = Record<string, string | number>;

export interface DomainErrorOptions {
  params?: ErrorParams;
  /** Path of the offending input field, e.g. ['input', 'quantity']. */
  field?: string[];
  /** Ids of offending lines (a cart line, a BOM line). */
  lineIds?: string[];
  /** For a throttled attempt: whole seconds until another is accepted (REST answers it as Retry-After). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** A failure that services throw and every transport turns into its own shape with a translated message. */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly params: ErrorParams;
  readonly field: string[] | undefined;
  readonly lineIds: string[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    options: DomainErrorOptions = {},
  ) {
    super(code, { cause: options.cause });
    this.params = options.params ?? {};
    this.field = options.field;
    this.lineIds = options.lineIds;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The catalogue's message for `code` in `locale`, with `{{name}}` placeholders filled. */
export function translateError(code: ErrorCode, locale: Locale, params: ErrorParams = {}): string {
  return errorCatalogue[code].messages[locale].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
