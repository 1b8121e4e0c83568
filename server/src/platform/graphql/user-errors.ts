import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  DomainError,
  errorCatalogue,
  errorCodes,
  translateError,
  type ErrorCode,
  type ErrorSpec,
} from '../errors/index.js';
import type { Locale } from '../i18n/index.js';

/** The catalogue's codes as a GraphQL enum, so integrators see every code in the schema. */
export const ErrorCodeEnum = Object.fromEntries(errorCodes.map((code) => [code, code])) as { [C in ErrorCode]: C };
registerEnumType(ErrorCodeEnum, {
  name: 'ErrorCode',
  description: 'Every error code of the shop.',
  // A code's own description where the catalogue has one, else what the user is told (in en-US), so that every
  // code is explained in the schema as on the developer page's error reference.
  valuesConfig: Object.fromEntries(
    errorCodes.map((code) => {
      const { description, messages, httpStatus, restCode }: ErrorSpec = errorCatalogue[code];
      return [
        code,
        {
          description:
            description ?? `Tells the user "${messages['en-US']}" (HTTP ${httpStatus}, REST code ${restCode}).`,
        },
      ];
    }),
  ),
});

@ObjectType('UserError', { description: 'A failure the user caused and can fix, in the language of the request.' })
export class UserErrorNode {
  @Field(() => ErrorCodeEnum, { description: 'Stable code of the failure, for programs; see `ErrorCode`.' })
  code!: ErrorCode;
  @Field(() => String, {
    description: 'What went wrong and how to fix it, translated to the request language; show it as plain text.',
  })
  message!: string;
  @Field(() => [String], { nullable: true, description: 'Path of the offending input field.' })
  field!: string[] | null;
  @Field(() => [ID], { nullable: true, description: 'Ids of the offending lines (cart or BOM lines).' })
  lineIds!: string[] | null;
  @Field(() => Int, { nullable: true, description: 'For a throttled attempt: seconds to wait before trying again.' })
  retryAfterSeconds?: number | null;
}

/** Errors that belong in a mutation payload's `userErrors`; the rest travel as GraphQL errors. */
function isUserCaused(error: DomainError): boolean {
  const graphqlCode = errorCatalogue[error.code].graphqlCode;
  return graphqlCode === 'BAD_USER_INPUT' || graphqlCode === 'RATE_LIMITED' || error.field !== undefined;
}

/**
 * Runs a mutation's service call: its result on success, or `userErrors` when it failed in a way
 * the user can fix. Anything else (not signed in, forbidden, internal) is rethrown.
 */
export async function withUserErrors<T extends object>(
  locale: Locale,
  work: () => Promise<T>,
): Promise<(T & { userErrors: UserErrorNode[] }) | { userErrors: UserErrorNode[] }> {
  try {
    return { ...(await work()), userErrors: [] };
  } catch (error) {
    if (!(error instanceof DomainError) || !isUserCaused(error)) throw error;
    return {
      userErrors: [
        {
          code: error.code,
          message: translateError(error.code, locale, error.params),
          field: error.field ?? null,
          lineIds: error.lineIds ?? null,
          retryAfterSeconds: error.retryAfterSeconds ?? null,
        },
      ],
    };
  }
}
