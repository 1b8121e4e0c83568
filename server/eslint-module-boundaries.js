// @ts-check
// Module boundaries of the server, as ESLint config blocks (spread into eslint.config.js).
//
// 1. No module writes another module's tables: outside its own `*.entities.ts` files, a module imports no other
//    module's entities. It asks the owning module's service (a port) instead. Entity files may still name other
//    modules' entities for ORM relations (`p.manyToOne(User)`): that describes the structure of a foreign key, it
//    writes nothing, so `*.entities.ts` files are exempt.
// 2. `platform/` holds mechanisms and imports no module.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'modules');
const moduleNames = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Files that still READ another module's tables through its entities (none of them writes one: orders reserves stock
 * and clears the cart through the catalog's and cart's ports, and pays from balance through the wallet's). Mostly
 * the user row (names, VIP tier, contact details for staff) and the order row for invoices and remittances. Each
 * entry is a debt: replace the read with the owning module's service (identity's `userDirectory`, an orders read
 * port), then delete the entry; the list should end up empty.
 */
const crossModuleEntityImportAllowlist = [
  'server/src/modules/chat/chat.service.ts',
  'server/src/modules/order-documents/order-documents.states.ts',
  'server/src/modules/order-documents/order-document-pdf.ts',
  'server/src/modules/order-documents/order-documents.graphql.ts',
  'server/src/modules/order-documents/order-documents.rest.ts',
  'server/src/modules/order-documents/order-documents.service.ts',
  'server/src/modules/orders/checkout.ts',
  'server/src/modules/orders/order-context.ts',
  'server/src/modules/orders/pricing.ts',
  'server/src/modules/orders/staff-orders.service.ts',
  'server/src/modules/payments/payments.service.ts',
  'server/src/modules/payments/remittance.service.ts',
  'server/src/modules/inquiries/inquiries.service.ts',
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A relative import that climbs out to `modules/<other>/` and ends in an entities file. */
const otherModulesEntities = (moduleName) =>
  `(?:^|/)\\.\\./(?!${escape(moduleName)}/)[^./][^/]*/(?:[^/]+/)*[^/]+\\.entities(?:\\.[jt]s)?$`;

/** @type {import('eslint').Linter.Config[]} */
export const moduleBoundaries = [
  ...moduleNames.map((moduleName) => ({
    files: [`server/src/modules/${moduleName}/**/*.ts`],
    ignores: ['**/*.entities.ts', ...crossModuleEntityImportAllowlist],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: otherModulesEntities(moduleName),
              message: `The ${moduleName} module may not use another module's entities (its tables): call that module's service instead.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(?:^|/)modules/',
              message: 'platform/ holds mechanisms and imports no module: take what you need as a parameter or port.',
            },
          ],
        },
      ],
    },
  },
];
