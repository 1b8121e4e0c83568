/**
 * Writes the GraphQL schema that the server serves to schema/schema.graphql (or to the file given
 * as the first argument). Types and fields keep the order of the code, which type-graphql keeps stable.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { pino } from 'pino';
import { repoRoot } from '../config.js';
import { buildGraphQLSchema } from '../graphql-schema.js';
import { createPubSubBus } from '../platform/pubsub/pubsub.js';
import { createServices } from '../services.js';

const target = path.resolve(process.argv[2] ?? path.join(repoRoot, 'schema', 'schema.graphql'));
const schema = await buildGraphQLSchema(createServices(), pino({ level: 'silent' }), createPubSubBus().pubSub);
const header = '# Generated from the server code by `pnpm codegen`. Do not edit by hand.\n\n';
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, header + printSchema(schema) + '\n');
console.log(`schema written to ${path.relative(process.cwd(), target)}`);
