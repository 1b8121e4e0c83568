import {
  Arg,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import { allApiKeyScopes, apiKeyScopeCatalogue, type ApiKeyScope } from '../../platform/auth/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { ApiKey } from './api-keys.entities.js';
import type { ApiKeysService } from './api-keys.service.js';

/** The key scopes as a GraphQL enum: `orders:read` is ORDERS_READ. */
const ApiKeyScopeEnum = Object.fromEntries(
  allApiKeyScopes.map((scope) => [scope.replace(':', '_').toUpperCase(), scope]),
) as Record<string, ApiKeyScope>;
registerEnumType(ApiKeyScopeEnum, {
  name: 'ApiKeyScope',
  description: 'What an API key may do for its owner; a key never holds a staff permission.',
  valuesConfig: Object.fromEntries(
    Object.entries(ApiKeyScopeEnum).map(([name, scope]) => [name, { description: apiKeyScopeCatalogue[scope] }]),
  ),
});

@ObjectType('ApiKey', { description: "An integrator's key of the signed-in user; its secret is shown only when made." })
export class ApiKeyNode {
  @Field(() => ID, { description: 'Id of the key; pass it to `revokeApiKey`.' }) id!: string;
  @Field(() => String, { description: 'The name given when the key was made.' }) name!: string;
  @Field(() => String, { description: 'The visible start of the key, e.g. `cm_AbC123xy`, to tell keys apart.' })
  prefix!: string;
  @Field(() => [ApiKeyScopeEnum], { description: 'What the key may do.' }) scopes!: ApiKeyScope[];
  @Field(() => Date, { description: 'When the key was made.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'To the minute; null until the key is first used.' })
  lastUsedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'Requests with a revoked key are refused with API_KEY_INVALID.' })
  revokedAt!: Date | null;
}

@ObjectType('RateLimit', { description: "Where the client stands in its query-cost quota (the shop's hourly budget)." })
export class RateLimitNode {
  @Field(() => Int, { description: 'What this operation was charged: its computed cost.' }) cost!: number;
  @Field(() => Int, { description: 'Cost left in this window after this operation.' }) remaining!: number;
  @Field(() => Date, { description: 'When the window ends and the budget is whole again.' }) resetAt!: Date;
  @Field(() => Int, { description: 'The whole budget of a window.' }) limit!: number;
}

@InputType('CreateApiKeyInput', { description: 'A new API key: its name and what it may do.' })
export class CreateApiKeyInput {
  @Field(() => String, { description: 'At most 40 characters, e.g. the system that will use the key.' })
  name!: string;
  @Field(() => [ApiKeyScopeEnum], { description: 'At least one.' }) scopes!: ApiKeyScope[];
}

@InputType('RevokeApiKeyInput', { description: 'The API key to revoke.' })
export class RevokeApiKeyInput {
  @Field(() => ID, { description: 'Id of one of your API keys.' }) id!: string;
}

@ObjectType('CreateApiKeyPayload', { description: 'The result of `createApiKey`.' })
export class CreateApiKeyPayload {
  @Field(() => ApiKeyNode, { nullable: true, description: 'The new key; null when it was refused.' })
  apiKey?: ApiKeyNode;
  @Field(() => String, {
    nullable: true,
    description: 'The whole key, sent as `Authorization: Bearer <key>`. Shown this once: only its hash is kept.',
  })
  secret?: string;
  @Field(() => [UserErrorNode], { description: 'Why the key was refused; empty when it was made.' })
  userErrors!: UserErrorNode[];
}

@ObjectType('RevokeApiKeyPayload', { description: 'The result of `revokeApiKey`.' })
export class RevokeApiKeyPayload {
  @Field(() => ApiKeyNode, {
    nullable: true,
    description: 'The revoked key, `revokedAt` set (revoking twice keeps the first time); null on failure.',
  })
  apiKey?: ApiKeyNode;
  @Field(() => [UserErrorNode], { description: 'Why the revocation was refused; empty when it succeeded.' })
  userErrors!: UserErrorNode[];
}

function toApiKeyNode(apiKey: ApiKey): ApiKeyNode {
  return {
    id: String(apiKey.id),
    name: apiKey.name,
    prefix: apiKey.prefix,
    scopes: apiKey.scopes,
    createdAt: apiKey.createdAt,
    lastUsedAt: apiKey.lastUsedAt ?? null,
    revokedAt: apiKey.revokedAt ?? null,
  };
}

@Resolver()
export class ApiKeysResolver {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Query(() => [ApiKeyNode], {
    description: "The signed-in user's API keys, newest first, revoked ones too. Not open to an API key.",
  })
  async myApiKeys(@Ctx() { ctx }: GraphQLContext): Promise<ApiKeyNode[]> {
    return (await this.apiKeys.list(ctx)).map(toApiKeyNode);
  }

  @Query(() => RateLimitNode, {
    nullable: true,
    description: "This operation's cost and what is left of the client's quota; null while the shop sets no quota.",
  })
  rateLimit(@Ctx() { quota }: GraphQLContext): RateLimitNode | null {
    return quota?.state ?? null;
  }

  @Mutation(() => CreateApiKeyPayload, { description: 'At most 20 active keys. Not open to an API key.' })
  createApiKey(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreateApiKeyInput, { description: 'The name and scopes of the new key.' })
    input: CreateApiKeyInput,
  ): Promise<CreateApiKeyPayload> {
    return withUserErrors(ctx.locale, async () => {
      const created = await this.apiKeys.create(ctx, input);
      return { apiKey: toApiKeyNode(created.apiKey), secret: created.secret };
    });
  }

  @Mutation(() => RevokeApiKeyPayload, { description: "NOT_FOUND for a key that is not the user's." })
  revokeApiKey(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RevokeApiKeyInput, { description: 'Which key to revoke.' }) input: RevokeApiKeyInput,
  ): Promise<RevokeApiKeyPayload> {
    return withUserErrors(ctx.locale, async () => ({
      apiKey: toApiKeyNode(await this.apiKeys.revoke(ctx, parseId(input.id, ['input', 'id']))),
    }));
  }
}
