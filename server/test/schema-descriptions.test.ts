import fs from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';

const schemaFile = new URL('../../schema/schema.graphql', import.meta.url);
const rootTypes = new Set(['Query', 'Mutation', 'Subscription']);

/** Every type, field, argument and enum value of the schema without a description, as schema coordinates. */
function undescribed(schema: GraphQLSchema): string[] {
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    // type-graphql cannot describe the root types; their fields carry the descriptions.
    if (!rootTypes.has(type.name) && !type.description) found.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) found.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description) found.push(`${type.name}.${field.name}(${arg.name}:)`);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (!value.description) found.push(`${type.name}.${value.name}`);
    }
  }
  return found;
}

describe('schema descriptions', () => {
  it('describes every type, field, argument and enum value', () => {
    expect(undescribed(buildSchema(fs.readFileSync(schemaFile, 'utf8')))).toEqual([]);
  });
});
