import { z } from 'zod';
import { envelopeSchema, SUCCESS_CODE } from './envelope.js';
import type { RestRoute } from './route.js';

function jsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
}

const commonHeaders = [
  { name: 'user-token', in: 'header', required: false, schema: { type: 'string' }, description: 'Session token' },
  {
    name: 'lang',
    in: 'header',
    required: false,
    schema: { type: 'string', enum: ['zh-CN', 'en-US', 'ru', 'es-ES'] },
    description: 'Language of messages; default from cookie lang, then Accept-Language, then en-US',
  },
];

function queryParameters(schema: z.ZodType | undefined) {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, property]) => ({
    name,
    in: 'query',
    required: !property.safeParse(undefined).success,
    schema: jsonSchema(property),
  }));
}

/** The OpenAPI 3.1 document of every façade route, built from the routes' own schemas. */
export function openApiDocument(routes: RestRoute[], serverUrl = '/api') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      summary: route.summary,
      tags: [route.tag],
      parameters: [...commonHeaders, ...queryParameters(route.query)],
      ...(route.multipart
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
                },
              },
            },
          }
        : route.body && {
            requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } },
          }),
      responses: {
        '200': {
          description: `The envelope: code ${route.successCode ?? SUCCESS_CODE} with data, or a failure code with a translated msg`,
          content: { 'application/json': { schema: jsonSchema(envelopeSchema(route.data, route.successCode)) } },
        },
        '400': { description: 'Malformed request (invalid JSON or parameters)' },
        '404': { description: 'No such route' },
        '405': { description: 'Wrong method for this route' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'CircuitMart REST façade',
      version: '1.0.0',
      description: 'Every answer is an envelope {code, msg, data}; code 1 means success.',
    },
    servers: [{ url: serverUrl }],
    paths,
  };
}
