import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The module-boundary rule (server/eslint-module-boundaries.js) through ESLint's own API, on planted files: it
// must fail a module that imports another module's entities and a platform file that imports a module.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries', () => {
  it("fails a module's file that imports another module's entities", async () => {
    const messages = await restrictedImports(
      'server/src/modules/cart/planted.ts',
      "import { Product } from '../catalog/catalog.entities.js';\nexport const planted = Product;\n",
    );
    expect(messages).toEqual([expect.stringContaining("The cart module may not use another module's entities")]);
  });

  it('fails a type-only import and one from a nested folder too', async () => {
    const typeOnly = await restrictedImports(
      'server/src/modules/cart/planted.ts',
      "import type { Product } from '../catalog/catalog.entities.js';\nexport type Planted = Product;\n",
    );
    const nested = await restrictedImports(
      'server/src/modules/identity/oauth/planted.ts',
      "import { Order } from '../../orders/orders.entities.js';\nexport const planted = Order;\n",
    );
    expect([typeOnly.length, nested.length]).toEqual([1, 1]);
  });

  it('fails a platform file that imports a module', async () => {
    const messages = await restrictedImports(
      'server/src/platform/db/planted.ts',
      "import { CatalogService } from '../../modules/catalog/catalog.service.js';\nexport const planted = CatalogService;\n",
    );
    expect(messages).toEqual([expect.stringContaining('platform/ holds mechanisms and imports no module')]);
  });

  it("passes a module's own entities, another module's service, and entity files' relations", async () => {
    const ownEntities = await restrictedImports(
      'server/src/modules/identity/oauth/planted.ts',
      "import { User } from '../identity.entities.js';\nimport { Session } from '../../identity/identity.entities.js';\nexport const planted = [User, Session];\n",
    );
    const otherService = await restrictedImports(
      'server/src/modules/cart/planted.ts',
      "import { CatalogService } from '../catalog/catalog.service.js';\nexport const planted = CatalogService;\n",
    );
    const relation = await restrictedImports(
      'server/src/modules/cart/planted.entities.ts',
      "import { Product } from '../catalog/catalog.entities.js';\nexport const planted = Product;\n",
    );
    const platformNeighbour = await restrictedImports(
      'server/src/platform/db/planted.ts',
      "import { defineModule } from '../manifest/module-definition.js';\nexport const planted = defineModule;\n",
    );
    expect([...ownEntities, ...otherService, ...relation, ...platformNeighbour]).toEqual([]);
  });
});
