import type { MiddlewareFn } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context.js';
import { auditStaffOperation } from './staff-operation-audit.js';

/** A payload of `withUserErrors` that carries errors: the mutation did not happen. */
function answeredUserErrors(result: unknown): boolean {
  const errors = (result as { userErrors?: unknown } | null)?.userErrors;
  return Array.isArray(errors) && errors.length > 0;
}

/**
 * Global middleware: each top-level mutation is one audited operation (see `auditStaffOperation`), named by its
 * field, with its arguments as input. Other fields pass straight through.
 */
export const staffMutationAudit: MiddlewareFn<GraphQLContext> = ({ context, info, args }, next) => {
  if (info.parentType !== info.schema.getMutationType()) return next();
  return auditStaffOperation(
    context.ctx,
    context.clock,
    { action: info.fieldName, input: args },
    () => Promise.resolve(next()),
    answeredUserErrors,
  );
};
