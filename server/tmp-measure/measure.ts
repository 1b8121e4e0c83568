import 'reflect-metadata';
import { startTestServer } from '../test/harness.js';
async function main() {
  const server = await startTestServer({ database: 'sqlite', databaseUrl: 'sqlite:/tmp/cat100k.sqlite' });
  const cats = (await server.graphql('{ categories { id slug productCount parentId } }')).data.categories;
  const leaves = cats.filter((c: any) => c.parentId !== null).sort((a: any, b: any) => b.productCount - a.productCount);
  const picks = [leaves[0], leaves[1], leaves[5]];
  const withFacets = `query L($filter: ProductFilter) { products(first: 20, filter: $filter) { totalCount edges { node { id mpn } } facets { name values { value count } } } }`;
  const listOnly = `query L($filter: ProductFilter) { products(first: 20, filter: $filter) { totalCount edges { node { id mpn } } } }`;
  for (const c of picks) {
    for (const [label, q] of [['list', listOnly], ['list+facets', withFacets]] as const) {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const t = performance.now();
        const r = await server.graphql(q, { filter: { categoryId: c.id } });
        if (r.errors) throw new Error(JSON.stringify(r.errors));
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(c.slug, c.productCount, label, 'median', times[3]!.toFixed(0), 'ms, min', times[0]!.toFixed(0), 'ms');
    }
  }
  await server.app.close();
}
void main();
