import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DESCRIPTION =
  'An exact amount of money: a whole number in the unit its field names, fen (0.01 yuan) for `…Fen` fields and ' +
  '0.0001 yuan for `…Milli` unit prices. Up to 2^53 − 1, so a JSON number carries it exactly (GraphQL `Int` ' +
  'stops at about ¥21 million).';

function checked(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  throw new GraphQLError(`Money is a whole number of its field's unit, at most 2^53 − 1; got ${String(value)}`);
}

/** Every money field and argument of the schema: integers of fen or of 0.0001 yuan, never floats. */
export const Money = new GraphQLScalarType<number, number>({
  name: 'Money',
  description: DESCRIPTION,
  serialize: checked,
  parseValue: checked,
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT) throw new GraphQLError('Money is a whole number', { nodes: ast });
    return checked(Number(ast.value));
  },
});
