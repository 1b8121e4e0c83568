import type { ApolloServerPlugin } from '@apollo/server';
import { graphqlOperationDuration } from './shop-metrics.js';

/**
 * Distinct operation names given their own series. Integrators name their operations as they like, so names past
 * this many (first come, first kept for the process's life) share `__other`; the web client's few dozen fit.
 */
export const MAX_OPERATION_NAMES = 200;

/** An operation with no name, or a request that never named a valid operation. */
const ANONYMOUS = '__anonymous';
const OTHER = '__other';

/** Times each GraphQL operation over HTTP by its name into circuitmart_graphql_operation_duration_seconds. */
export function graphqlMetricsPlugin(maxNames = MAX_OPERATION_NAMES): ApolloServerPlugin {
  const known = new Set<string>();
  const labelOf = (name: string | null | undefined): string => {
    if (!name) return ANONYMOUS;
    if (known.has(name)) return name;
    if (known.size >= maxNames) return OTHER;
    known.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse({ operation, operationName }) {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          // `operationName` is only set once the document parsed and named a valid operation.
          const name = operation ? (operationName ?? operation.name?.value) : undefined;
          graphqlOperationDuration.observe(
            { operation: labelOf(name), type: operation?.operation ?? 'invalid' },
            seconds,
          );
        },
      };
    },
  };
}
