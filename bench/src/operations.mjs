/**
 * What `pnpm bench` times. Each operation builds its i-th request from a sample of the catalog, so the
 * load spreads over many parts and searches instead of one cached answer. Add an operation here to time it.
 */

export const SAMPLE_SIZE = 50;
const PAGE_SIZE = 20;

function graphql(query, variables) {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  };
}

/**
 * The same operation as the web client sends a catalog read: by GET with the query in the URL (so caches may keep
 * it) and `content-type: application/json` for Apollo's CSRF check, as a visitor with no session.
 */
function graphqlGet(query, variables) {
  const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  return { method: 'GET', path: `/graphql?${search}`, headers: { 'content-type': 'application/json' } };
}

const graphqlProblem = (body) => (body.errors ? JSON.stringify(body.errors) : undefined);
const listProblem = (body) =>
  graphqlProblem(body) ?? (body.data.products.edges.length === 0 ? 'no parts found' : undefined);
// Some categories' parts have no parameters, so an empty list of facets is a fine answer.
const facetsProblem = (body) =>
  listProblem(body) ?? (Array.isArray(body.data.products.facets) ? undefined : 'no facets');

/** The fields a product card of the list shows. */
const cardFields =
  'id mpn package stock moq listPriceMilli manufacturer { id name } priceBreaks { minQty unitPriceMilli }';

const productDetail = `query BenchProduct($id: ID!) {
  product(id: $id) {
    id mpn package material description leadTimeDays stock moq orderIncrement batchNumber purchaseLimit datasheetUrl
    imageUrl status parameters { name value } priceBreaks { minQty unitPriceMilli }
    manufacturer { id name } category { id name }
  }
}`;

const listQuery = (extra) => `query BenchProducts($filter: ProductFilter, $sort: ProductSort) {
  products(first: ${PAGE_SIZE}, filter: $filter, sort: $sort) {
    totalCount totalCountCapped
    edges { cursor node { ${cardFields} } }
    pageInfo { hasNextPage endCursor }
    ${extra}
  }
}`;
export const productList = listQuery('');
/**
 * The list page of a category asks for its parametric facets with counts beside the parts: the 8 values with the
 * most parts of each parameter (what a collapsed facet shows), or every value once a shopper clicks "show all".
 */
const productListWithFacets = listQuery('facets(valuesFirst: 8) { name valueCount values { value count } }');
const productListWithAllFacetValues = listQuery('facets { name valueCount values { value count } }');

const pick = (list, index) => list[index % list.length];

/** A category's parts in stock up to 100 yuan, cheapest first. */
const filteredList = (sample, index) => ({
  filter: { categoryId: pick(sample.categoryIds, index), inStock: true, priceMaxMilli: 1_000_000 },
  sort: 'PRICE_ASC',
});

/** Capacitance ranges in farads a shopper narrows MLCCs to, from picofarads to tens of microfarads. */
const capacitanceRanges = [
  { min: 1e-6, max: 10e-6 },
  { min: 1e-9, max: 100e-9 },
  { min: 10e-12, max: 1e-9 },
  { min: 100e-9, max: 1e-6 },
  { min: 10e-6 },
];

/** Value searches as engineers type them: a value in any spelling with a package, voltage, tolerance or dielectric. */
export const valueSearches = ['4.7k 0603', '4k7 0603', '10uF 25V 0805', '100nF X7R', '10k 1% 0402', '1uF 0402'];

const pcbQuote = `query BenchPcbQuote($spec: PcbSpecInput!) {
  pcbQuote(spec: $spec) { quote { totalFen } userErrors { code } }
}`;
const pcbLayers = [1, 2, 4, 6, 8, 10];

/** The live PCB price the service form asks for on every change: a different board each time. */
const pcbSpec = (index) => ({
  layers: pick(pcbLayers, index),
  widthMm: 20 + (index % 180),
  heightMm: 15.5 + (index % 90),
  quantity: 5 + (index % 500),
  thicknessMm: 1.6,
  material: 'FR4',
  surfaceFinish: index % 2 ? 'ENIG' : 'HASL',
  solderMaskColour: 'GREEN',
  silkscreenColour: 'WHITE',
  copperWeightOz: 1 + (index % 2),
});

/** What an integrator's BOM tool asks of `partsMultiMatch`: offers with prices and specs of the best 3 parts. */
const multiMatch = `query BenchMultiMatch($items: [PartMatchQuery!]!) {
  partsMultiMatch(queries: $items) {
    reference hits
    parts {
      matchedBy part { id mpn manufacturer { name } }
      offers { sku stock moq orderMultiple leadTimeDays currency prices { minQty unitPriceMilli } }
      specs { name value numericValue unit }
    }
  }
}`;
export const MULTI_MATCH_ITEMS = 100;

/**
 * 100 items as BOMs write them: the sampled MPNs as they are, with a packaging suffix, behind a distributor's
 * prefix, and in lower case with spaces, starting at a different part each time.
 */
const multiMatchItems = (sample, index) =>
  Array.from({ length: MULTI_MATCH_ITEMS }, (_, item) => {
    const mpn = pick(sample.mpns, index + item);
    const spelling = [mpn, `${mpn}/TR`, `296-${mpn}`, mpn.toLowerCase().replace(/-/g, ' ')][item % 4];
    return { mpn: spelling, reference: `L${item + 1}` };
  });

/** @type {{ name: string, growth?: boolean, request: (sample: any, index: number) => object, check: (body: any) => string | undefined }[]} */
export const operations = [
  {
    name: 'detail-graphql',
    request: (sample, index) => graphql(productDetail, { id: pick(sample.ids, index) }),
    check: (body) => graphqlProblem(body) ?? (body.data.product ? undefined : 'no product'),
  },
  {
    name: 'detail-graphql-get',
    request: (sample, index) => graphqlGet(productDetail, { id: pick(sample.ids, index) }),
    check: (body) => graphqlProblem(body) ?? (body.data.product ? undefined : 'no product'),
  },
  {
    name: 'detail-rest',
    request: (sample, index) => ({ method: 'GET', path: `/api/goods/detail?id=${pick(sample.ids, index)}` }),
    check: (body) => (body.code === 1 ? undefined : JSON.stringify(body)),
  },
  {
    name: 'search-mpn-prefix',
    growth: true,
    request: (sample, index) => graphql(productList, { filter: { query: pick(sample.mpnPrefixes, index) } }),
    check: listProblem,
  },
  {
    name: 'search-words',
    growth: true,
    request: (sample, index) => graphql(productList, { filter: { query: pick(sample.phrases, index) } }),
    check: listProblem,
  },
  {
    name: 'filtered-list',
    growth: true,
    request: (sample, index) => graphql(productList, filteredList(sample, index)),
    check: listProblem,
  },
  {
    name: 'filtered-list-get',
    request: (sample, index) => graphqlGet(productList, filteredList(sample, index)),
    check: listProblem,
  },
  {
    name: 'filtered-list-facets',
    growth: true,
    request: (sample, index) => graphql(productListWithFacets, filteredList(sample, index)),
    check: facetsProblem,
  },
  {
    name: 'filtered-list-all-facet-values',
    request: (sample, index) => graphql(productListWithAllFacetValues, filteredList(sample, index)),
    check: facetsProblem,
  },
  {
    name: 'multi-match-100',
    growth: true,
    request: (sample, index) => graphql(multiMatch, { items: multiMatchItems(sample, index) }),
    check: (body) =>
      graphqlProblem(body) ??
      (body.data.partsMultiMatch.length === MULTI_MATCH_ITEMS && body.data.partsMultiMatch[0].reference === 'L1'
        ? undefined
        : 'not one answer per item, keyed by reference'),
  },
  {
    name: 'range-capacitance',
    growth: true,
    request: (sample, index) =>
      graphql(productListWithFacets, {
        filter: {
          categoryId: sample.capacitorsId,
          parameters: [{ name: 'capacitance', ...pick(capacitanceRanges, index) }],
        },
      }),
    check: facetsProblem,
  },
  {
    name: 'search-values',
    growth: true,
    request: (_sample, index) => graphql(productList, { filter: { query: pick(valueSearches, index) } }),
    check: listProblem,
  },
  {
    name: 'pcb-quote',
    request: (_sample, index) => graphql(pcbQuote, { spec: pcbSpec(index) }),
    check: (body) =>
      graphqlProblem(body) ?? (body.data.pcbQuote.quote ? undefined : JSON.stringify(body.data.pcbQuote)),
  },
];

/** Part ids, MPN prefixes, description phrases and leaf categories taken from the catalog under test. */
export async function sampleCatalog(url) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en-US' },
    body: JSON.stringify({
      query: `{ categories { id slug }
        products(first: ${SAMPLE_SIZE}) { edges { node { id mpn description category { id } } } } }`,
    }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`cannot sample the catalog: ${JSON.stringify(body.errors)}`);
  const parts = body.data.products.edges.map((edge) => edge.node);
  if (parts.length === 0) throw new Error('the catalog is empty');
  const phrases = parts
    .map((part) => (part.description.match(/[A-Za-z]{4,}/g) ?? []).slice(0, 2).join(' '))
    .filter((phrase) => phrase.includes(' '));
  return {
    ids: parts.map((part) => part.id),
    mpns: parts.map((part) => part.mpn),
    mpnPrefixes: [...new Set(parts.map((part) => part.mpn.replace(/[^A-Za-z0-9]/g, '').slice(0, 5)))],
    phrases: [...new Set(phrases)],
    categoryIds: [...new Set(parts.map((part) => part.category.id))],
    capacitorsId: body.data.categories.find((category) => category.slug === 'mlcc').id,
  };
}
