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
 * Files that still import another module's entities, from the modules being reworked on other branches (orders,
 * wallet, payments, order-documents, chat, identity, inquiries). Each entry is a debt: once those branches are
 * merged, remove the entries (the list should end up empty) and fix whatever the rule then reports.
 */
const crossModuleEntityImportAllowlist = [
  'server/src/modules/chat/chat.service.ts',
  'server/src/modules/order-documents/order-documents.states.ts',
  'server/src/modules/order-documents/order-document-pdf.ts',
  'server/src/modules/order-documents/order-documents.graphql.ts',
  'server/src/modules/order-documents/order-documents.rest.ts',
  'server/src/modules/order-documents/order-documents.service.ts',
  'server/src/modules/orders/orders.service.ts',
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
