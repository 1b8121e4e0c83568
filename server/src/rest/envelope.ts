import { z } from 'zod';
import { DomainError, errorCatalogue, translateError } from '../platform/errors/index.js';
import type { Locale, LocalizedText } from '../platform/i18n/index.js';

/** `code` of a successful answer. */
export const SUCCESS_CODE = 1;

const successMessage: LocalizedText = {
  'zh-CN': '操作成功',
  'en-US': 'Success',
  ru: 'Успешно',
  'es-ES': 'Operación correcta',
};

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export function successEnvelope(data: unknown, locale: Locale, code = SUCCESS_CODE): Envelope {
  return { code, msg: successMessage[locale], data };
}

/** The envelope and HTTP status of a DomainError. */
export function errorEnvelope(error: DomainError, locale: Locale): { status: number; body: Envelope } {
  const spec = errorCatalogue[error.code];
  return {
    status: spec.httpStatus,
    body: { code: spec.restCode, msg: translateError(error.code, locale, error.params), data: null },
  };
}

/** JSON Schema of the envelope around `data`, for the OpenAPI document. */
export function envelopeSchema(data: z.ZodType, successCode = SUCCESS_CODE) {
  return z.object({
    code: z
      .number()
      .int()
      .describe(`${successCode} on success; -202/-201 when the session is gone; another value for a failure`),
    msg: z.string().describe("A message in the request's language"),
    data,
  });
}
