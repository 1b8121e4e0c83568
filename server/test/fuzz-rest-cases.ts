import { HUGE, serialize, wrongScalars, type FuzzCase, type Random } from './fuzz-cases.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** One façade route as its OpenAPI document describes it. */
export interface FacadeRoute {
  method: 'GET' | 'POST';
  path: string;
  queryNames: string[];
  bodyProperties: string[];
  multipart: boolean;
}

export function facadeRoutes(document: { paths: Record<string, Record<string, OpenApiOperation>> }): FacadeRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method === 'get' || method === 'post')
      .map(([method, operation]) => ({
        method: method.toUpperCase() as 'GET' | 'POST',
        path: `/api${path}`,
        queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: Object.keys(operation.requestBody?.content['application/json']?.schema?.properties ?? {}),
        multipart: Boolean(operation.requestBody?.content['multipart/form-data']),
      })),
  );
}

const queryValues = ['abc', '-1', '1e309', '99999999999999999999999', '1.5', '', 'x'.repeat(5_000), '%FF', 'null'];

function multipartCase(route: FacadeRoute, random: Random, headers: Record<string, string>): FuzzCase {
  const part = (name: string, value: string, file = false) =>
    `--zz\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.png"' : ''}\r\n\r\n${value}\r\n`;
  const [label, contentType, body] = random.pick([
    ['truncated file', 'multipart/form-data; boundary=zz', part('file', 'xx', true).slice(0, -2)],
    [
      'truncated field',
      'multipart/form-data; boundary=zz',
      '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
    ['no boundary', 'multipart/form-data', part('a', 'b') + '--zz--'],
    ['wrong boundary', 'multipart/form-data; boundary=yy', part('a', 'b') + '--zz--'],
    ['garbage', 'multipart/form-data; boundary=zz', '\u0000\u00ff'.repeat(100)],
    ['bad part headers', 'multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition\r\n\r\nb\r\n--zz--'],
    ['JSON instead', 'application/json', '{"a":1}'],
    [
      'wrong field types',
      'multipart/form-data; boundary=zz',
      part('order_id', 'abc') + part('rating', '1e309') + part('lines', '{') + '--zz--',
    ],
    ['not an image', 'multipart/form-data; boundary=zz', part('file', 'GIF89a not really', true) + '--zz--'],
  ] as const);
  return {
    label: `${route.path} multipart: ${label}`,
    method: 'POST',
    path: route.path,
    headers: { ...headers, 'content-type': contentType },
    body,
  };
}

/** A call of one façade route with its input broken: wrong JSON types, huge numbers, bad query strings, bad forms. */
export function badFacadeCase(route: FacadeRoute, random: Random, headers: Record<string, string>): FuzzCase {
  if (route.multipart) return multipartCase(route, random, headers);
  if (route.method === 'GET') {
    const names = route.queryNames.length > 0 ? route.queryNames : ['id'];
    const name = random.pick(names);
    const value = random.pick(queryValues);
    const query = random.next() < 0.2 ? `${name}=1&${name}=2` : `${name}=${encodeURIComponent(value)}`;
    return { label: `GET ${route.path}?${query.slice(0, 40)}`, method: 'GET', path: `${route.path}?${query}`, headers };
  }
  const json = { ...headers, 'content-type': 'application/json' };
  const body: Record<string, unknown> = {};
  for (const property of route.bodyProperties) if (random.next() < 0.5) body[property] = random.pick(['1', 1]);
  const broken = route.bodyProperties.length > 0 ? random.pick(route.bodyProperties) : 'id';
  const how = random.pick(['wrong type', 'wrong type', 'garbage JSON', 'JSON array', 'huge number'] as const);
  if (how === 'wrong type') body[broken] = random.pick(wrongScalars);
  if (how === 'huge number') body[broken] = HUGE;
  const text = how === 'garbage JSON' ? '{"' + broken : how === 'JSON array' ? '[1,2]' : serialize(body);
  return { label: `POST ${route.path}: ${how} ${broken}`, method: 'POST', path: route.path, headers: json, body: text };
}
