import type { EntityManager } from '@mikro-orm/sql';
import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import { requireUser } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { toGraphQLError } from '../../platform/graphql/error-middleware.js';
import { parseId } from '../../platform/graphql/ids.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { catalogLookups } from '../catalog/catalog-lookups.js';
import {
  WebhookDeliveryStatus,
  WebhookEvent,
  type WatchedPart,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhooks.entities.js';
import { webhookEventNames, type WatchedPartChange, type WebhooksService } from './webhooks.service.js';

registerEnumType(WebhookEvent, {
  name: 'WebhookEvent',
  description: 'What a webhook endpoint hears about.',
  valuesConfig: {
    ORDER_STATUS_CHANGED: { description: 'One of your orders changed state (`order.status_changed`).' },
    AFTER_SALE_STATUS_CHANGED: {
      description: 'One of your after-sales requests changed state (`after_sale.status_changed`).',
    },
    WATCHED_PART_CHANGED: { description: 'A part on your watch list changed stock or price (`watched_part.changed`).' },
  },
});
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a webhook delivery stands.',
  valuesConfig: {
    PENDING: { description: 'Waiting for its first attempt, or for its next one after a failed attempt.' },
    DELIVERED: { description: 'The endpoint answered with a 2xx status.' },
    FAILED: { description: 'Every attempt failed; it can be redelivered by hand.' },
  },
});

const USER_ERRORS = 'Why the request was refused; empty when it succeeded.';

@ObjectType('WebhookDelivery', { description: 'One event sent to one endpoint, and how its last attempt went.' })
export class WebhookDeliveryNode {
  @Field(() => ID, { description: 'Id of the delivery; pass it to `redeliverWebhook` to send it again.' }) id!: string;
  @Field(() => WebhookEvent, { description: 'The event this delivery reports.' }) event!: WebhookEvent;
  @Field(() => String, { description: 'The event name sent in `type` and `X-CircuitMart-Event`.' }) eventName!: string;
  @Field(() => WebhookDeliveryStatus, { description: 'Where the delivery stands.' }) status!: WebhookDeliveryStatus;
  @Field(() => Int, { description: 'Attempts made so far.' }) attempts!: number;
  @Field(() => Int, { nullable: true, description: 'HTTP status of the last attempt; null when none came.' })
  responseStatus!: number | null;
  @Field(() => Int, { nullable: true, description: 'Milliseconds the last attempt took.' }) durationMs!: number | null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' }) lastError!: string | null;
  @Field(() => String, { description: 'The JSON body as sent (the same on every attempt).' }) body!: string;
  @Field(() => ID, { nullable: true, description: 'The delivery this one repeats by hand.' })
  redeliveryOf!: string | null;
  @Field(() => Date, {
    description: 'When the delivery was queued: when the event happened, or when a redelivery was asked for.',
  })
  createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the last attempt was made; null before the first one.' })
  lastAttemptAt!: Date | null;
}

@ObjectType('WebhookEndpoint', { description: 'An address of your server that the shop POSTs signed events to.' })
export class WebhookEndpointNode {
  @Field(() => ID, { description: 'Id of the endpoint.' }) id!: string;
  @Field(() => String, { description: 'The address the signed events are POSTed to.' }) url!: string;
  @Field(() => [WebhookEvent], { description: 'The events this endpoint hears about.' }) events!: WebhookEvent[];
  @Field(() => Date, { description: 'When the endpoint was registered.' }) createdAt!: Date;
}

@ObjectType('WatchedPart', { description: 'A part on your watch list, as it is now.' })
export class WatchedPartNode {
  @Field(() => ID, { description: 'Id of the watched product.' }) productId!: string;
  @Field(() => String, { description: 'Manufacturer part number of the product.' }) mpn!: string;
  @Field(() => Int, { description: 'Units in stock now.' }) stock!: number;
  @Field(() => Money, { description: 'Unit price of the first price break, in 0.0001 yuan.' })
  listPriceMilli!: number;
  @Field(() => Date, { description: 'When the part was put on the watch list.' }) watchedAt!: Date;
}

@ObjectType('WatchedPartChange', { description: 'A watched part after a change of its stock or price.' })
export class WatchedPartChangeNode {
  @Field(() => ID, { description: 'Id of the changed product.' }) productId!: string;
  @Field(() => String, { description: 'Manufacturer part number of the product.' }) mpn!: string;
  @Field(() => Int, { description: 'Units in stock after the change.' }) stock!: number;
  @Field(() => Money, { description: 'Unit price of the first price break after the change, in 0.0001 yuan.' })
  listPriceMilli!: number;
  @Field(() => String, { description: '`stock` or `price`: what changed.' }) changed!: string;
}

@InputType('RegisterWebhookEndpointInput', { description: 'A new webhook endpoint: where to POST and what to send.' })
export class RegisterWebhookEndpointInput {
  @Field(() => String, { description: 'https (plain http only to this machine, in development).' }) url!: string;
  @Field(() => [WebhookEvent], { description: 'The events to send to it; at least one.' }) events!: WebhookEvent[];
}

@ObjectType('RegisterWebhookEndpointPayload', { description: 'The result of `registerWebhookEndpoint`.' })
export class RegisterWebhookEndpointPayload {
  @Field(() => WebhookEndpointNode, { nullable: true, description: 'The new endpoint; null when it was refused.' })
  endpoint?: WebhookEndpointNode;
  @Field(() => String, {
    nullable: true,
    description: 'The signing secret. Shown this once: keep it, the shop never shows it again.',
  })
  secret?: string;
  @Field(() => [UserErrorNode], { description: USER_ERRORS }) userErrors!: UserErrorNode[];
}

@ObjectType('DeleteWebhookEndpointPayload', { description: 'The result of `deleteWebhookEndpoint`.' })
export class DeleteWebhookEndpointPayload {
  @Field(() => ID, { nullable: true, description: 'Id of the removed endpoint; null when nothing was removed.' })
  deletedId?: string;
  @Field(() => [UserErrorNode], { description: USER_ERRORS }) userErrors!: UserErrorNode[];
}

@ObjectType('RedeliverWebhookPayload', { description: 'The result of `redeliverWebhook`.' })
export class RedeliverWebhookPayload {
  @Field(() => WebhookDeliveryNode, { nullable: true, description: 'The new delivery of the same body.' })
  delivery?: WebhookDeliveryNode;
  @Field(() => [UserErrorNode], { description: USER_ERRORS }) userErrors!: UserErrorNode[];
}

@ObjectType('WatchPartPayload', { description: 'The result of `watchPart` or `unwatchPart`.' })
export class WatchPartPayload {
  @Field(() => Boolean, { nullable: true, description: 'Whether the part is on the watch list now.' })
  watching?: boolean;
  @Field(() => [UserErrorNode], { description: USER_ERRORS }) userErrors!: UserErrorNode[];
}

const endpointNode = (endpoint: WebhookEndpoint): WebhookEndpointNode => ({
  id: String(endpoint.id),
  url: endpoint.url,
  events: endpoint.events,
  createdAt: endpoint.createdAt,
});

const deliveryNode = (delivery: WebhookDelivery): WebhookDeliveryNode => ({
  id: String(delivery.id),
  event: delivery.event,
  eventName: webhookEventNames[delivery.event],
  status: delivery.status,
  attempts: delivery.attempts,
  responseStatus: delivery.responseStatus ?? null,
  durationMs: delivery.durationMs ?? null,
  lastError: delivery.lastError ?? null,
  body: delivery.body,
  redeliveryOf: delivery.redeliveryOf == null ? null : String(delivery.redeliveryOf),
  createdAt: delivery.createdAt,
  lastAttemptAt: delivery.lastAttemptAt ?? null,
});

async function watchedPartNode(em: EntityManager, watched: WatchedPart): Promise<WatchedPartNode | null> {
  const part = await catalogLookups.partFigures(em, watched.product.id);
  return part
    ? {
        productId: String(part.productId),
        mpn: part.mpn,
        stock: part.stock,
        listPriceMilli: part.listPriceMilli,
        watchedAt: watched.createdAt,
      }
    : null;
}

function ownWatchedPartChanges({ ctx, pubSub }: GraphQLContext): AsyncIterable<WatchedPartChange> {
  let userId: string;
  try {
    userId = requireUser(ctx, 'catalog:read').id;
  } catch (error) {
    throw error instanceof DomainError ? toGraphQLError(error, ctx.locale) : error;
  }
  return (pubSub as PubSub).subscribe('WATCHED_PART_CHANGED', userId);
}

@Resolver(() => WebhookEndpointNode)
export class WebhookEndpointFieldsResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @FieldResolver(() => [WebhookDeliveryNode], { description: 'The latest 50 deliveries, newest first.' })
  async deliveries(@Root() endpoint: WebhookEndpointNode, @Ctx() { ctx }: GraphQLContext) {
    return (await this.webhooks.deliveriesOf(ctx.em, Number(endpoint.id))).map(deliveryNode);
  }
}

@Resolver()
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @Query(() => [WebhookEndpointNode], { description: "The signed-in user's webhook endpoints." })
  async myWebhookEndpoints(@Ctx() { ctx }: GraphQLContext): Promise<WebhookEndpointNode[]> {
    return (await this.webhooks.endpointsOf(ctx)).map(endpointNode);
  }

  @Mutation(() => RegisterWebhookEndpointPayload, {
    description: 'Adds an endpoint that hears the chosen events, each POST signed with the secret answered here once.',
  })
  registerWebhookEndpoint(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RegisterWebhookEndpointInput, { description: 'The address and the events to send to it.' })
    input: RegisterWebhookEndpointInput,
  ): Promise<RegisterWebhookEndpointPayload> {
    return withUserErrors(ctx.locale, async () => {
      const { endpoint, secret } = await this.webhooks.register(ctx, input.url, input.events);
      return { endpoint: endpointNode(endpoint), secret };
    });
  }

  @Mutation(() => DeleteWebhookEndpointPayload, { description: 'Removes an endpoint and its delivery log.' })
  deleteWebhookEndpoint(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'Id of one of your endpoints.' }) id: string,
  ): Promise<DeleteWebhookEndpointPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.webhooks.remove(ctx, parseId(id, ['id']));
      return { deletedId: id };
    });
  }

  @Mutation(() => RedeliverWebhookPayload, { description: 'Sends a past delivery again, as a new delivery.' })
  redeliverWebhook(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('deliveryId', () => ID, { description: 'Id of a past delivery to one of your endpoints.' }) deliveryId: string,
  ): Promise<RedeliverWebhookPayload> {
    return withUserErrors(ctx.locale, async () => ({
      delivery: deliveryNode(await this.webhooks.redeliver(ctx, parseId(deliveryId, ['deliveryId']))),
    }));
  }

  @Query(() => [WatchedPartNode], { description: "The signed-in user's watch list, latest first." })
  async myWatchedParts(@Ctx() { ctx }: GraphQLContext): Promise<WatchedPartNode[]> {
    const watched = await this.webhooks.watchedParts(ctx);
    const nodes = await Promise.all(watched.map((part) => watchedPartNode(ctx.em, part)));
    return nodes.filter((node) => node !== null);
  }

  @Query(() => Boolean, { description: 'Whether the part is on your watch list; false when not signed in.' })
  isPartWatched(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('productId', () => ID, { description: 'Id of the product.' }) productId: string,
  ): Promise<boolean> {
    return this.webhooks.isWatched(ctx, parseId(productId, ['productId']));
  }

  @Mutation(() => WatchPartPayload, {
    description: 'Puts a part on your watch list: its stock and price changes reach you.',
  })
  watchPart(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('productId', () => ID, { description: 'Id of the product to watch.' }) productId: string,
  ): Promise<WatchPartPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.webhooks.watch(ctx, parseId(productId, ['productId']));
      return { watching: true };
    });
  }

  @Mutation(() => WatchPartPayload, { description: 'Takes a part off your watch list.' })
  unwatchPart(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('productId', () => ID, { description: 'Id of the product to stop watching.' }) productId: string,
  ): Promise<WatchPartPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.webhooks.unwatch(ctx, parseId(productId, ['productId']));
      return { watching: false };
    });
  }

  @Subscription(() => WatchedPartChangeNode, {
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) => ownWatchedPartChanges(context),
    description:
      "Each stock or price change of a part on the subscriber's watch list; needs a signed-in connection or an API key with catalog:read.",
  })
  watchedPartChanged(@Root() change: WatchedPartChange): WatchedPartChangeNode {
    return { ...change, productId: String(change.productId) };
  }
}
