import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

/** mulberry32: a small seeded generator, so a failing run can be replayed with its FUZZ_SEED. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)]! };
}
export type Random = ReturnType<typeof seededRandom>;

/** One malformed request and what it is, for the failure report. */
export interface FuzzCase {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Stands for a number JSON.stringify cannot write (1e309, -1e400): replaced in the serialized body. */
export const HUGE = '\u0000huge\u0000';
export const serialize = (value: unknown) => JSON.stringify(value).replaceAll(JSON.stringify(HUGE), '1e309');

export const wrongScalars: unknown[] = [
  'abc',
  true,
  {},
  [],
  1.5,
  -1,
  2 ** 53 + 1,
  -(2 ** 63),
  HUGE,
  '',
  'x'.repeat(5_000),
  'é😀\u0000',
];

/** A value of the type a client would plausibly send. */
function validValue(type: GraphQLInputType, random: Random, depth = 0): unknown {
  if (isNonNullType(type)) return validValue(type.ofType, random, depth);
  if (isListType(type)) return [validValue(type.ofType, random, depth)];
  if (isEnumType(type)) return random.pick(type.getValues()).name;
  if (isInputObjectType(type)) {
    const object: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const required = isNonNullType(field.type) && field.defaultValue === undefined;
      if (depth < 4 && (required || random.next() < 0.5))
        object[field.name] = validValue(field.type, random, depth + 1);
    }
    return object;
  }
  switch (type.name) {
    case 'Int':
      return random.pick([1, 0, 20, -1, 2_147_483_647]);
    case 'Float':
      return 1.5;
    case 'Boolean':
      return random.next() < 0.5;
    case 'DateTimeISO':
      return '2025-01-01T00:00:00.000Z';
    default:
      return random.pick(['1', 'fuzz', 'ABC-123']);
  }
}

/** A value that breaks the type: a wrong scalar, an unknown enum value or input field, a missing required field. */
function invalidValue(type: GraphQLInputType, random: Random): unknown {
  if (isNonNullType(type)) return random.next() < 0.2 ? null : invalidValue(type.ofType, random);
  if (isListType(type)) {
    return random.pick([
      () => invalidValue(type.ofType, random),
      () => [invalidValue(type.ofType, random)],
      () => Array.from({ length: 2_000 }, () => validValue(type.ofType, random)),
    ])();
  }
  if (isEnumType(type)) return random.pick(['NOT_A_VALUE', 1, type.getValues()[0]!.name.toLowerCase(), null, {}]);
  if (isInputObjectType(type)) {
    const object = validValue(type, random) as Record<string, unknown>;
    const fields = Object.values(type.getFields());
    const field = random.pick(fields);
    return random.pick([
      () => ({ ...object, unknownField: 1 }),
      () => ({ ...object, [field.name]: invalidValue(field.type, random) }),
      () => {
        const { [field.name]: _dropped, ...rest } = object;
        return rest;
      },
      () => random.pick(wrongScalars),
    ])();
  }
  const wrong = random.pick(wrongScalars);
  // A string is a valid String or ID; 1.5 a valid Float: pick something else for those.
  if ((type.name === 'String' || type.name === 'ID') && typeof wrong === 'string' && wrong !== HUGE) return { wrong };
  if (type.name === 'Float' && typeof wrong === 'number') return 'abc';
  return wrong;
}

/** The operation calling `field` with every argument as a variable, selecting only `__typename` below it. */
function operationOf(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} Fuzz(${variables}) { ${field.name}(${args})${selection} }`;
}

/** Every root field with arguments: `kind` and the field, so each gets its own cases. */
export function rootFieldsWithArguments(schema: GraphQLSchema) {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {})
      .filter((field) => field.args.length > 0)
      .map((field) => ({ kind, field })),
  );
}

/** A call of one root field whose variables break one argument's type (left out, null, or wrong). */
export function badVariablesCase(
  root: ReturnType<typeof rootFieldsWithArguments>[number],
  random: Random,
  headers: Record<string, string>,
): FuzzCase {
  const { kind, field } = root;
  const broken: GraphQLArgument = random.pick(field.args);
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (arg !== broken) variables[arg.name] = validValue(arg.type, random);
  }
  // `plausible` sends values of the right types but made up (ids that do not exist, odd page sizes), which the
  // services must refuse as cleanly as the type checks refuse the others.
  const how = random.pick(['omit', 'null', 'wrong', 'wrong', 'wrong', 'plausible'] as const);
  if (how === 'null') variables[broken.name] = null;
  if (how === 'wrong') variables[broken.name] = invalidValue(broken.type, random);
  if (how === 'plausible') variables[broken.name] = validValue(broken.type, random);
  return {
    label: `${kind} ${field.name}: ${how} $${broken.name}`,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    body: serialize({ query: operationOf(kind, field), variables }),
  };
}

/** Requests broken at the transport or document level: not JSON, wrong types, too deep, too wide, bombs. */
export function malformedGraphQLCases(headers: Record<string, string>): FuzzCase[] {
  const json = { 'content-type': 'application/json', ...headers };
  const post = (label: string, body: string, extra: Record<string, string> = {}): FuzzCase => ({
    label,
    method: 'POST',
    path: '/graphql',
    headers: { ...json, ...extra },
    body,
  });
  let nested = 'id';
  for (let level = 0; level < 40; level++) nested = `id alternatives(first: 1) { ${nested} }`;
  let fragments = 'fragment F0 on Query { __typename }';
  for (let i = 1; i < 40; i++) fragments += ` fragment F${i} on Query { a${i}: __typename ...F${i - 1} ...F${i - 1} }`;
  const aliases = (count: number) =>
    Array.from({ length: count }, (_, i) => `a${i}: products(first: 1) { totalCount }`);
  return [
    post('garbage JSON', '{"query": "{ __typename }'),
    post('JSON null', 'null'),
    post('JSON array of strings', '["{ __typename }"]'),
    post('JSON number', '42'),
    post('empty body', ''),
    post('query is a number', '{"query": 5}'),
    post('query is an object', '{"query": {"a": 1}}'),
    post('variables is a string', serialize({ query: '{ __typename }', variables: '{}' })),
    post('variables is an array', serialize({ query: '{ __typename }', variables: [1] })),
    post('syntax error', serialize({ query: '{ products(first: ) }' })),
    post('unknown field', serialize({ query: '{ noSuchField }' })),
    post('wrong enum literal', serialize({ query: '{ products(first: 1, sort: NOT_A_SORT) { totalCount } }' })),
    post('huge Int literal', serialize({ query: '{ products(first: 99999999999999999999) { totalCount } }' })),
    post(
      'huge Int variable',
      '{"query":"query($f: Int){ products(first: $f) { totalCount } }","variables":{"f":1e309}}',
    ),
    post(
      'negative huge Int',
      '{"query":"query($f: Int){ products(first: $f) { totalCount } }","variables":{"f":-1e400}}',
    ),
    post(
      'too deep',
      serialize({ query: `query($id: ID!) { product(id: $id) { ${nested} } }`, variables: { id: '1' } }),
    ),
    post('5,000 aliases', serialize({ query: `{ ${aliases(5_000).join(' ')} }` })),
    post('fragment bomb', serialize({ query: `{ ...F39 } ${fragments}` })),
    post(
      'NUL in a literal',
      serialize({
        query: 'mutation { requestAccountCancellation(input: { reason: "a\\u0000b" }) { userErrors { code } } }',
      }),
    ),
    post(
      'NUL in a variable',
      serialize({
        query:
          'mutation($i: RequestAccountCancellationInput!) { requestAccountCancellation(input: $i) { userErrors { code } } }',
        variables: { i: { reason: 'a\u0000b' } },
      }),
    ),
    post('unknown operation name', serialize({ query: '{ __typename }', operationName: 'Nope' })),
    post('two anonymous operations', serialize({ query: '{ __typename } { __typename }' })),
    post('subscription over HTTP', serialize({ query: 'subscription { unreadMessageCount { all } }' })),
    post('batch', serialize([{ query: '{ __typename }' }, { query: '{ __typename }' }])),
    post('text/plain body', '{ __typename }', { 'content-type': 'text/plain' }),
    post('form body', 'query=%7B__typename%7D', { 'content-type': 'application/x-www-form-urlencoded' }),
    post('multipart body', '--zz\r\n\r\nxx', { 'content-type': 'multipart/form-data; boundary=zz' }),
    post('unknown charset', serialize({ query: '{ __typename }' }), {
      'content-type': 'application/json; charset=koi9',
    }),
    post('body over the limit', serialize({ query: `{ ${'__typename '.repeat(110_000)} }` })),
    {
      label: 'GET a mutation',
      method: 'GET',
      path: '/graphql?query=mutation%7Blogout%7D',
      headers: { ...headers, 'apollo-require-preflight': '1' },
    },
    {
      label: 'GET bad variables',
      method: 'GET',
      path: '/graphql?query=%7B__typename%7D&variables=%7B',
      headers: { ...headers, 'apollo-require-preflight': '1' },
    },
  ];
}
