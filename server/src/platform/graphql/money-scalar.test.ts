import fs from 'node:fs';
import { buildSchema, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';

const schema = buildSchema(fs.readFileSync(new URL('../../../../schema/schema.graphql', import.meta.url), 'utf8'));
const isMoneyName = (name: string) => /(Fen|Milli)$/.test(name) || /^fenPer/.test(name);
const namedTypeOf = (type: unknown) => String(type).replace(/[[\]!]/g, '');

describe('the Money scalar', () => {
  it('types every money field and argument of the schema, so none is a Float or a 32-bit Int', () => {
    const wrong: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (isMoneyName(field.name) && namedTypeOf(field.type) !== 'Money') {
          wrong.push(`${type.name}.${field.name}: ${String(field.type)}`);
        }
        for (const arg of 'args' in field ? field.args : []) {
          if (isMoneyName(arg.name) && namedTypeOf(arg.type) !== 'Money') {
            wrong.push(`${type.name}.${field.name}(${arg.name}): ${String(arg.type)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
