import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { DomainError } from '../errors/index.js';
import type { GraphQLContext } from './context.js';
import { toGraphQLError } from './error-middleware.js';

/** Whether a selection asks for the schema (`__schema`, `__type`); `__typename` is ordinary data. */
function asksForSchema(selectionSet: SelectionSetNode | undefined, document: DocumentNode, seen: Set<string>): boolean {
  return (selectionSet?.selections ?? []).some((selection) => {
    if (selection.kind === Kind.FIELD) {
      return selection.name.value === '__schema' || selection.name.value === '__type';
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) return asksForSchema(selection.selectionSet, document, seen);
    if (seen.has(selection.name.value)) return false;
    seen.add(selection.name.value);
    const fragment = document.definitions.find(
      (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    );
    return fragment?.kind === Kind.FRAGMENT_DEFINITION && asksForSchema(fragment.selectionSet, document, seen);
  });
}

/**
 * Introspection for API clients: in production only a signed-in caller (a user token or an API key) may ask for
 * the schema, and an anonymous one gets 401 with a pointer to the published SDL; elsewhere anyone may.
 */
export function introspectionAccessPlugin(production: boolean): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!production || !operation || contextValue.ctx.user) return;
          if (!asksForSchema(operation.selectionSet, document, new Set())) return;
          const error = toGraphQLError(new DomainError('INTROSPECTION_SIGNED_OUT'), contextValue.ctx.locale);
          Object.assign(error.extensions, { http: { status: 401 } });
          throw error;
        },
      };
    },
  };
}
