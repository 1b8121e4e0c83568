import {
  BREAK,
  coerceInputValue,
  visit,
  isInputType,
  isNonNullType,
  print,
  typeFromAST,
  TypeInfo,
  ValidationContext,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { DomainError } from '../errors/index.js';
import { pathOfNulCharacter } from '../http/nul-characters.js';

/**
 * The first variable of the operation whose value does not fit its declared type (missing, null for a non-null
 * type, a wrong scalar or enum value, an unknown input field, 1e309 for an Int ...), as a translated
 * BAD_USER_INPUT error naming the variable, its type and the path inside it; undefined when all fit.
 *
 * graphql-js reports the same errors when it executes, but only in English and only after plugins (the query
 * limits) have read the variables; checking first lets every later step trust them.
 */
export function variableError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): DomainError | undefined {
  const values = variables ?? {};
  const absent = new Set<string>();
  for (const definition of operation.variableDefinitions ?? []) {
    const variable = definition.variable.name.value;
    const typeName = print(definition.type);
    const type = typeFromAST(schema, definition.type);
    // Validation has refused unknown and output types already.
    if (!type || !isInputType(type)) continue;
    const given = Object.hasOwn(values, variable);
    const value = given ? values[variable] : undefined;
    if ((!given && !definition.defaultValue) || value === null) {
      if (isNonNullType(type)) return new DomainError('VARIABLE_REQUIRED', { params: { variable, type: typeName } });
      if (!definition.defaultValue || value === null) absent.add(variable);
      continue;
    }
    if (!given) continue;
    let failure: DomainError | undefined;
    coerceInputValue(value, type, (path, _invalid, error) => {
      const at = [variable, ...path.map(String)];
      failure ??= new DomainError('VARIABLE_INVALID', {
        params: { variable, type: typeName, path: at.join('.') },
        field: at,
        // graphql-js's English explanation (e.g. which input field is unknown) travels as `extensions.detail`.
        cause: error,
      });
    });
    if (failure) return failure;
    const nul = pathOfNulCharacter(value, [variable]);
    if (nul)
      return new DomainError('VARIABLE_INVALID', {
        params: { variable, type: typeName, path: nul.join('.') },
        field: nul,
      });
  }
  return absent.size > 0 ? nullInNonNullPosition(schema, document, operation, values, absent) : undefined;
}

/**
 * A nullable variable left out or null where a non-null argument or input field takes it (allowed when that
 * place has a default, which then applies only to a variable left out).
 */
function nullInNonNullPosition(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  values: Record<string, unknown>,
  absent: Set<string>,
): DomainError | undefined {
  const usages = new ValidationContext(schema, document, new TypeInfo(schema), () => {}).getRecursiveVariableUsages(
    operation,
  );
  for (const { node, type, defaultValue } of usages) {
    const variable = node.name.value;
    if (!absent.has(variable) || !type || !isNonNullType(type)) continue;
    if (defaultValue !== undefined && !Object.hasOwn(values, variable)) continue;
    return new DomainError('VARIABLE_REQUIRED', { params: { variable, type: String(type) } });
  }
  return undefined;
}

/** Whether a string literal written in the document holds U+0000 (see pathOfNulCharacter). */
export function hasNulLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!node.value.includes('\u0000')) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}
