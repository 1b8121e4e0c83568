import { errorCatalogue, errorCodes, type ErrorSpec } from '../../platform/errors/catalogue.js';
import type { Locale } from '../../platform/i18n/index.js';

/** One error code as the developer page lists it. */
export interface ErrorReferenceEntry {
  code: string;
  /** `extensions.code` of the GraphQL error. */
  graphqlCode: ErrorSpec['graphqlCode'];
  /** Status of an HTTP answer that fails with it (the REST façade answers business failures with 200). */
  httpStatus: number;
  /** `code` of the REST envelope. */
  restCode: number;
  /** What the error means, in the asked language; `{{name}}` marks what the actual message fills in. */
  meaning: string;
}

/** Every code of the error catalogue, in catalogue order: generated, so it cannot fall behind the code. */
export function errorReference(locale: Locale): ErrorReferenceEntry[] {
  return errorCodes.map((code) => {
    const spec: ErrorSpec = errorCatalogue[code];
    return {
      code,
      graphqlCode: spec.graphqlCode,
      httpStatus: spec.httpStatus,
      restCode: spec.restCode,
      meaning: spec.messages[locale],
    };
  });
}
