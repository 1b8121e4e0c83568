import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.js';
import { errorCatalogue, type ErrorCode } from '../../platform/errors/index.js';
import { LOCALES } from '../../platform/i18n/index.js';

/** The client's own checks (client/src/features/addresses) show these keys; the server's errors must read the same. */
const clientKeyOf: Partial<Record<ErrorCode, string>> = {
  CONSIGNEE_NAME_INVALID: 'nameInvalid',
  ADDRESS_REGION_REQUIRED: 'regionRequired',
  ADDRESS_DETAIL_REQUIRED: 'detailRequired',
  ADDRESS_DETAIL_INVALID: 'detailInvalid',
  ADDRESS_LABEL_INVALID: 'labelInvalid',
  POSTAL_CODE_INVALID: 'postalCodeInvalid',
};

describe('address messages', () => {
  it.each(LOCALES)('the client checks in %s with the words of the server', (locale) => {
    const clientMessages = JSON.parse(readFileSync(`${repoRoot}client/src/i18n/locales/${locale}.json`, 'utf8')) as {
      addresses: { validation: Record<string, string> };
    };
    for (const [code, key] of Object.entries(clientKeyOf) as [ErrorCode, string][]) {
      expect(clientMessages.addresses.validation[key], code).toBe(errorCatalogue[code].messages[locale]);
    }
  });
});
