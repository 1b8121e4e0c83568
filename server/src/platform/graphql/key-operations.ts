import type { MiddlewareFn } from 'type-graphql';
import { runKeyOperation, type KeyGrant } from '../auth/index.js';
import type { GraphQLContext } from './context.js';

const grantsOf = new WeakMap<GraphQLContext, Map<string | number, KeyGrant>>();

/**
 * Global middleware for requests an API key makes: each top-level field is one operation, and the fields below it
 * (resolved after it returned) belong to the same one, so they share its grant (see `runKeyOperation`).
 */
export const keyOperations: MiddlewareFn<GraphQLContext> = ({ context, info }, next) => {
  if (!context.ctx.user?.apiKeyScopes) return next();
  let root = info.path;
  while (root.prev) root = root.prev;
  let grants = grantsOf.get(context);
  if (!grants) {
    grants = new Map();
    grantsOf.set(context, grants);
  }
  let grant = grants.get(root.key);
  if (!grant) {
    grant = { scope: undefined };
    grants.set(root.key, grant);
  }
  return runKeyOperation(next, grant);
};
