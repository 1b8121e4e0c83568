/**
 * The developer page's examples, written against the shop they are shown on. Code is not translated; the page's
 * text around it is.
 */

export const multiMatchQuery = `query Match($items: [PartMatchQuery!]!) {
  partsMultiMatch(queries: $items) {
    reference
    hits
    parts {
      matchedBy
      part { id mpn manufacturer { name } }
      offers {
        sku packaging stock onOrderQuantity onOrderDate moq orderMultiple leadTimeDays updatedAt
        currency prices { minQty unitPriceMilli }
      }
      specs { name value numericValue unit }
    }
  }
}`;

const sampleItems = [
  { mpn: 'STM32F103C8T6', reference: 'U1' },
  { mpn: 'C25804 0603WAF1002T5E', reference: 'R1', limit: 1 },
];

export function curlSample(origin: string): string {
  const body = JSON.stringify({ query: multiMatchQuery.replace(/\s+/g, ' '), variables: { items: sampleItems } });
  return [
    `curl -s ${origin}/graphql \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H "Authorization: Bearer $CIRCUITMART_KEY" \\`,
    `  -d '${body}'`,
  ].join('\n');
}

export function fetchSample(origin: string): string {
  return `const query = /* GraphQL */ \`
${multiMatchQuery}\`;

const response = await fetch('${origin}/graphql', {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Authorization: \`Bearer \${process.env.CIRCUITMART_KEY}\`,
  },
  body: JSON.stringify({ query, variables: { items: ${JSON.stringify(sampleItems)} } }),
});
const { data, errors } = await response.json();
if (errors) throw new Error(\`\${errors[0].extensions.code}: \${errors[0].message}\`);
for (const match of data.partsMultiMatch) console.log(match.reference, match.hits, match.parts[0]?.offers[0]);`;
}

export function paginationSample(): string {
  return `query Parts($category: ID!, $after: String) {
  products(first: 100, after: $after, filter: { categoryId: $category }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id mpn stock } }
  }
}`;
}

export function codegenSample(origin: string): string {
  return `// codegen.ts — npm i -D @graphql-codegen/cli @graphql-codegen/client-preset, then npx graphql-codegen
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '${origin}/graphql/schema.graphql',
  documents: ['src/**/*.ts'],
  generates: {
    './src/gql/': {
      preset: 'client',
      config: { enumsAsTypes: true, scalars: { DateTimeISO: 'string', Money: 'number' } },
    },
  },
};
export default config;

// src/parts.ts — graphql() returns a typed document; the answer's type follows from it.
import type { ResultOf } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from './gql';

const PartStock = graphql(\`
  query PartStock($id: ID!) { product(id: $id) { mpn stock priceBreaks { minQty unitPriceMilli } } }
\`);

export async function partStock(id: string) {
  const response = await fetch('${origin}/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: \`Bearer \${process.env.CIRCUITMART_KEY}\` },
    body: JSON.stringify({ query: print(PartStock), variables: { id } }),
  });
  const { data } = (await response.json()) as { data: ResultOf<typeof PartStock> };
  return data.product; // typed: { mpn: string; stock: number; priceBreaks: ... } | null
}`;
}

export function webhookVerificationSample(): string {
  return `import { createHmac, timingSafeEqual } from 'node:crypto';

/** rawBody: the request body exactly as received; header: X-CircuitMart-Signature; secret: the endpoint's whsec_... */
export function verifyCircuitMartWebhook(rawBody: string, header: string, secret: string): boolean {
  const fields = new Map(header.split(',').map((field) => field.split('=', 2) as [string, string]));
  const timestamp = Number(fields.get('t'));
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  const given = fields.get('v1') ?? '';
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}`;
}

export function subscriptionSample(origin: string): string {
  const socketUrl = origin.replace(/^http/, 'ws');
  return `// npm i graphql-ws (Node 22+ has WebSocket built in)
import { createClient } from 'graphql-ws';

const client = createClient({
  url: '${socketUrl}/graphql',
  connectionParams: { Authorization: \`Bearer \${process.env.CIRCUITMART_KEY}\` },
});
for await (const event of client.iterate({ query: 'subscription { orderStatusChanged { orderId number status } }' })) {
  if (event.errors) throw new Error(event.errors[0].message);
  console.log(event.data?.orderStatusChanged);
}`;
}
