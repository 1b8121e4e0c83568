import type { ApolloServerPlugin } from '@apollo/server';
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { DomainError } from '../errors/index.js';
import { MAX_PAGE_SIZE } from './connection.js';
import type { GraphQLContext } from './context.js';
import { toGraphQLError } from './error-middleware.js';

export interface QueryLimits {
  /** Deepest field nesting an operation may have (introspection fields are not counted). */
  maxDepth: number;
  /** Most an operation may cost: one per field, a list's fields times its page size or its input list's length. */
  maxComplexity: number;
}

/**
 * A list field costs its children once per item asked for: `first`/`last` (as the server clamps it), else the
 * length of a list argument.
 */
const pageSizeEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const asked = [args['first'], args['last']].find((value): value is number => typeof value === 'number');
  const pageSize = asked === undefined ? undefined : Math.min(Math.max(asked, 1), MAX_PAGE_SIZE);
  const listLength = Object.values(args).find((value): value is unknown[] => Array.isArray(value))?.length;
  const items = pageSize ?? listLength;
  return items === undefined ? undefined : 1 + items * Math.max(childComplexity, 1);
};

function selectionDepth(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet, fragments, visiting));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment spreading itself is refused by validation already; guard anyway.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
}

/** How deeply the operation nests its fields, following fragments. */
export function operationDepth(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment] as const),
  );
  return selectionDepth(operation.selectionSet, fragments, new Set());
}

/** The operation's cost under the limits' model. */
export function operationComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  return getComplexity({
    schema,
    query: document,
    operationName,
    variables,
    estimators: [pageSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

/** Whether a variable can change the cost: a number (a page size) or a list. */
function costDependsOnVariables(operation: OperationDefinitionNode): boolean {
  return (operation.variableDefinitions ?? []).some(({ type }) => {
    const named = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
    return named.kind === Kind.LIST_TYPE || named.name.value === 'Int';
  });
}

/**
 * Refuses an over-deep or over-costly operation after it is parsed and validated, before anything runs, with a
 * translated BAD_USER_INPUT error and HTTP 400. Apollo keeps one parsed document per query text, so the depth,
 * and the cost of an operation whose variables cannot change it, are worked out once per query text.
 */
export function queryLimitsPlugin(schema: GraphQLSchema, limits: QueryLimits): ApolloServerPlugin<GraphQLContext> {
  const refuse = (code: 'QUERY_TOO_DEEP' | 'QUERY_TOO_COMPLEX', max: number, actual: number, ctx: GraphQLContext) => {
    const error = toGraphQLError(new DomainError(code, { params: { max, actual } }), ctx.ctx.locale);
    Object.assign(error.extensions, { http: { status: 400 } });
    return error;
  };
  const known = new WeakMap<OperationDefinitionNode, { depth: number; fixedCost: number | undefined }>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, contextValue }) {
          if (!operation) return;
          const name = operation.name?.value ?? request.operationName ?? undefined;
          let measured = known.get(operation);
          if (!measured) {
            const fixedCost = costDependsOnVariables(operation)
              ? undefined
              : operationComplexity(schema, document, name, request.variables);
            measured = { depth: operationDepth(document, operation), fixedCost };
            known.set(operation, measured);
          }
          if (measured.depth > limits.maxDepth) {
            throw refuse('QUERY_TOO_DEEP', limits.maxDepth, measured.depth, contextValue);
          }
          const complexity = measured.fixedCost ?? operationComplexity(schema, document, name, request.variables);
          if (complexity > limits.maxComplexity) {
            throw refuse('QUERY_TOO_COMPLEX', limits.maxComplexity, complexity, contextValue);
          }
        },
      };
    },
  };
}
