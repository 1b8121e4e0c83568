import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { DomainError } from '../errors/index.js';
import { setQuotaHeaders } from '../http/rate-limit.js';
import { MAX_PAGE_SIZE } from './connection.js';
import type { GraphQLContext } from './context.js';
import { toGraphQLError } from './error-middleware.js';
import { hasNulLiteral, variableError } from './variable-errors.js';

/**
 * Most field nodes the cost model walks, fragments expanded (graphql-query-complexity's own default, said here
 * so the error can name it): beyond it a query is refused before its cost is known.
 */
export const MAX_QUERY_NODES = 10_000;

export interface QueryLimits {
  /** Deepest field nesting an operation may have (introspection fields are not counted). */
  maxDepth: number;
  /** Most an operation may cost: one per field, a list's fields times its page size or its input list's length. */
  maxComplexity: number;
}

/** What one SQL statement a resolver runs costs, in the model's units (one unit: one field of a row already read). */
export const STATEMENT_COST = 5;

/**
 * The cost of a field whose resolver runs `statements` SQL statements of its own for each parent (not batched), to
 * give as its `complexity`: e.g. `alternatives`, which searches once per part it is asked on.
 */
export const perParentLookup = (statements: number) => statements * STATEMENT_COST;

/**
 * A list field costs its children once per item asked for: `first`/`last` (as the server clamps it), else the
 * length of a list argument. A field's own cost is 1, or its `complexity` when its resolver looks things up per parent.
 */
const pageSizeEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const asked = [args['first'], args['last']].find((value): value is number => typeof value === 'number');
  const pageSize = asked === undefined ? undefined : Math.min(Math.max(asked, 1), MAX_PAGE_SIZE);
  const listLength = Object.values(args).find((value): value is unknown[] => Array.isArray(value))?.length;
  const items = pageSize ?? listLength;
  const declared = field.extensions?.['complexity'];
  const ownCost = typeof declared === 'number' ? declared : undefined;
  if (items === undefined) return ownCost === undefined ? undefined : ownCost + childComplexity;
  return (ownCost ?? 1) + items * Math.max(childComplexity, 1);
};

function selectionDepth(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  fragmentDepths: Map<string, number>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet, fragments, fragmentDepths));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, fragmentDepths));
    } else {
      deepest = Math.max(deepest, fragmentDepth(selection.name.value, fragments, fragmentDepths));
    }
  }
  return deepest;
}

/**
 * A fragment's depth, worked out once per document: fragments spreading the next one twice, 40 deep, would
 * otherwise be walked 2^40 times.
 */
function fragmentDepth(
  name: string,
  fragments: Map<string, FragmentDefinitionNode>,
  fragmentDepths: Map<string, number>,
): number {
  const known = fragmentDepths.get(name);
  if (known !== undefined) return known;
  const fragment = fragments.get(name);
  // Validation refuses unknown and cyclic fragments already; 0 while visiting guards a cycle anyway.
  fragmentDepths.set(name, 0);
  const depth = fragment ? selectionDepth(fragment.selectionSet, fragments, fragmentDepths) : 0;
  fragmentDepths.set(name, depth);
  return depth;
}

/** How deeply the operation nests its fields, following fragments. */
export function operationDepth(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment] as const),
  );
  return selectionDepth(operation.selectionSet, fragments, new Map());
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
    maxQueryNodes: MAX_QUERY_NODES,
  });
}

/** Whether a variable can change the cost: a number (a page size) or a list. */
function costDependsOnVariables(operation: OperationDefinitionNode): boolean {
  return (operation.variableDefinitions ?? []).some(({ type }) => {
    const named = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
    return named.kind === Kind.LIST_TYPE || named.name.value === 'Int';
  });
}

/** graphql-query-complexity's message past `maxQueryNodes`; it has no code of its own. */
const NODE_LIMIT_MESSAGE = 'Query exceeds the maximum allowed number of nodes.';

/** The operation's cost, `tooLarge` past MAX_QUERY_NODES, or the reason its arguments cannot be read. */
function costOrTooLarge(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): number | 'tooLarge' | DomainError {
  try {
    return operationComplexity(schema, document, operationName, variables);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    if (error.message === NODE_LIMIT_MESSAGE) return 'tooLarge';
    // The variables were checked first, so this is a client's argument graphql-js would refuse too.
    return new DomainError('MALFORMED_REQUEST', { params: { reason: error.message }, cause: error });
  }
}

/**
 * The cost of operations that parsed and validated, or the DomainError that refuses one: variables that do not fit
 * their types, then an over-deep, over-large or over-costly operation. One parsed document is kept per query text
 * (by Apollo, by graphql-ws per socket message), so the depth, and the cost of an operation whose variables cannot
 * change it, are worked out once per document.
 */
export function operationCoster(schema: GraphQLSchema, limits: QueryLimits) {
  const known = new WeakMap<
    OperationDefinitionNode,
    { depth: number; fixedCost: number | 'tooLarge' | undefined; nulLiteral: boolean }
  >();
  return (
    document: DocumentNode,
    operation: OperationDefinitionNode,
    request: { operationName?: string | null | undefined; variables?: Record<string, unknown> | null | undefined },
  ): number => {
    const variables = request.variables ?? undefined;
    const badVariable = variableError(schema, document, operation, variables);
    if (badVariable) throw badVariable;
    const name = operation.name?.value ?? request.operationName ?? undefined;
    let measured = known.get(operation);
    if (!measured) {
      const fixedCost = costDependsOnVariables(operation)
        ? undefined
        : costOrTooLarge(schema, document, name, variables);
      // An argument refused stems from this request's variables: not kept for the next request.
      if (fixedCost instanceof DomainError) throw fixedCost;
      measured = { depth: operationDepth(document, operation), fixedCost, nulLiteral: hasNulLiteral(document) };
      known.set(operation, measured);
    }
    if (measured.nulLiteral) throw new DomainError('MALFORMED_REQUEST', { params: { reason: 'U+0000' } });
    if (measured.depth > limits.maxDepth) {
      throw new DomainError('QUERY_TOO_DEEP', { params: { max: limits.maxDepth, actual: measured.depth } });
    }
    const complexity = measured.fixedCost ?? costOrTooLarge(schema, document, name, variables);
    if (complexity instanceof DomainError) throw complexity;
    if (complexity === 'tooLarge') throw new DomainError('QUERY_TOO_LARGE', { params: { max: MAX_QUERY_NODES } });
    if (complexity > limits.maxComplexity) {
      throw new DomainError('QUERY_TOO_COMPLEX', { params: { max: limits.maxComplexity, actual: complexity } });
    }
    return complexity;
  };
}

/**
 * Refuses, after the operation is parsed and validated and before anything runs, with a translated
 * BAD_USER_INPUT error and HTTP 400: a subscription (this plugin sees HTTP requests only), then whatever
 * `operationCoster` refuses. An operation within the limits is then charged its cost against the client's quota
 * (QUOTA_EXCEEDED, HTTP 429 with Retry-After, past it), and every answer tells the client where it stands in
 * `X-RateLimit-*` headers. The WebSocket applies the same limits and quota (`startup/websockets.ts`).
 */
export function queryLimitsPlugin(schema: GraphQLSchema, limits: QueryLimits): ApolloServerPlugin<GraphQLContext> {
  const refuse = (error: DomainError, ctx: GraphQLContext) => {
    const graphqlError = toGraphQLError(error, ctx.ctx.locale);
    const detail = error.cause instanceof Error ? { detail: error.cause.message } : {};
    Object.assign(graphqlError.extensions, { http: { status: 400 }, ...detail });
    return graphqlError;
  };
  const costOf = operationCoster(schema, limits);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, contextValue }) {
          if (!operation) return;
          // Over HTTP a subscription's resolver would run without an event; they have the WebSocket.
          if (operation.operation === OperationTypeNode.SUBSCRIPTION) {
            throw refuse(new DomainError('SUBSCRIPTION_OVER_HTTP'), contextValue);
          }
          let complexity: number;
          try {
            complexity = costOf(document, operation, request);
          } catch (error) {
            if (error instanceof DomainError) throw refuse(error, contextValue);
            throw error;
          }
          try {
            await contextValue.quota?.charge(complexity);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            const overQuota = toGraphQLError(error, contextValue.ctx.locale);
            const retryAfter = String(error.retryAfterSeconds ?? 1);
            Object.assign(overQuota.extensions, {
              http: { status: 429, headers: new HeaderMap([['retry-after', retryAfter]]) },
            });
            throw overQuota;
          }
        },
        async willSendResponse({ response, contextValue }) {
          const state = contextValue.quota?.state;
          if (!state) return;
          const set = (name: string, value: string) => response.http.headers.set(name.toLowerCase(), value);
          setQuotaHeaders(set, state);
        },
      };
    },
  };
}
