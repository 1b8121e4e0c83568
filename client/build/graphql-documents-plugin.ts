import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const documentQuery = /[\\/]gql[\\/]graphql\.ts\?document=(\w+)$/;
/** `import { XDocument } from "../gql/graphql";` as the codegen babel optimizer writes it. */
const documentImport =
  /import\s*\{\s*(\w+(?:Document|FragmentDoc))\s*\}\s*from\s*(["'])((?:\.\.?\/)+(?:[\w-]+\/)*gql\/graphql)\2;?/g;

/**
 * Gives every generated GraphQL document a module of its own. The codegen babel optimizer turns each `graphql()`
 * call into an import of one export of `src/gql/graphql.ts`; as one module, that file would put every document any
 * page uses into a chunk the home page loads. Here each such import points at `graphql.ts?document=<Name>`, a module
 * holding just that document (the generated JSON, without its type cast), so a page's chunk carries its own.
 */
export function graphqlDocumentsPlugin(): Plugin {
  return {
    name: 'circuitmart-graphql-documents',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/gql/') || id.includes('node_modules') || !/\.tsx?$/.test(id)) return null;
      if (!code.includes('gql/graphql')) return null;
      const rewritten = code.replace(
        documentImport,
        (_match, name: string, quote: string, path: string) =>
          `import { ${name} } from ${quote}${path}.ts?document=${name}${quote};`,
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    async load(id) {
      const match = documentQuery.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const name = match[1]!;
      const prefix = `export const ${name} = `;
      const line = (await readFile(file, 'utf8')).split('\n').find((candidate) => candidate.startsWith(prefix));
      const cast = line?.lastIndexOf(' as unknown as ') ?? -1;
      if (!line || cast < 0) this.error(`src/gql/graphql.ts has no document ${name}; run pnpm codegen`);
      return `export const ${name} = JSON.parse(${JSON.stringify(line.slice(prefix.length, cast))});`;
    },
  };
}
