import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { ANSWER_VARIES_BY } from '../http/vary.js';
import type { GraphQLContext } from './context.js';

export interface CacheableReadsOptions {
  /** Root query fields whose answers may be kept for a while (catalog reads). */
  fields: ReadonlySet<string>;
  maxAgeSeconds: number;
}

function readsOnly(operation: OperationDefinitionNode, fields: ReadonlySet<string>): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD && (selection.name.value === '__typename' || fields.has(selection.name.value)),
    )
  );
}

/**
 * Lets browsers and caches keep GET answers of catalog reads for `maxAgeSeconds` (shared caches only for a visitor
 * with no session), varying by language and session; Express adds the `ETag` and answers `304` to a matching
 * `If-None-Match`. Anything else keeps `no-store`. Must come after the plugin that sets `no-store`.
 */
export function cacheableReadsPlugin({
  fields,
  maxAgeSeconds,
}: CacheableReadsOptions): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response, operation, contextValue }) {
          if (request.http?.method !== 'GET') return;
          const vary = response.http.headers.get('vary');
          response.http.headers.set('vary', [vary, ...ANSWER_VARIES_BY].filter(Boolean).join(', '));
          const succeeded = response.body.kind === 'single' && !response.body.singleResult.errors;
          if (!operation || !succeeded || !readsOnly(operation, fields)) return;
          const audience = contextValue.ctx.user ? 'private' : 'public';
          response.http.headers.set('cache-control', `${audience}, max-age=${maxAgeSeconds}`);
        },
      };
    },
  };
}
