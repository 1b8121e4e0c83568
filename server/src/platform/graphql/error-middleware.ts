import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { MiddlewareFn } from 'type-graphql';
import { DomainError, errorCatalogue, translateError } from '../errors/index.js';
import type { Logger } from '../http/logger.js';
import type { GraphQLContext } from './context.js';

/** GraphQL error for a DomainError: its catalogue code in `extensions.code`, the message translated. */
export function toGraphQLError(error: DomainError, locale: GraphQLContext['ctx']['locale']): GraphQLError {
  return new GraphQLError(translateError(error.code, locale, error.params), {
    extensions: {
      code: errorCatalogue[error.code].graphqlCode,
      reason: error.code,
      ...(error.field && { field: error.field }),
    },
  });
}

/**
 * Every resolver error leaves as a translated GraphQL error with `extensions.code`. Unexpected
 * errors are logged with the request id and answered as INTERNAL, never with their text or stack.
 */
export function errorTranslation(logger: Logger): MiddlewareFn<GraphQLContext> {
  return async ({ context, info }, next) => {
    try {
      return await next();
    } catch (error) {
      if (error instanceof GraphQLError) throw error;
      if (error instanceof DomainError) throw toGraphQLError(error, context.ctx.locale);
      logger.error({ err: error, requestId: context.ctx.requestId, field: info.fieldName }, 'resolver failed');
      throw toGraphQLError(new DomainError('INTERNAL', { cause: error }), context.ctx.locale);
    }
  };
}

/**
 * Apollo's `formatError`: an error that reached Apollo without a code of ours (a context that failed to build,
 * a value a scalar cannot serialize) is a server fault; it is logged and answered as INTERNAL without its text.
 */
export function maskUnexpectedErrors(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
    logger.error({ err: unwrapResolverError(error), path: formatted.path }, 'GraphQL request failed');
    return {
      message: translateError('INTERNAL', 'en-US'),
      ...(formatted.path && { path: formatted.path }),
      extensions: { code: errorCatalogue.INTERNAL.graphqlCode, reason: 'INTERNAL' },
    };
  };
}
