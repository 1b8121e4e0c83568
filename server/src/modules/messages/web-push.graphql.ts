import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { WebPushes } from './web-pushes.js';

@InputType('SubscribeWebPushInput', { description: "A browser's push subscription (the Push API's `toJSON()`)." })
export class SubscribeWebPushInput {
  @Field(() => String, { description: "The push service's https URL for this browser (`endpoint`)." })
  endpoint!: string;
  @Field(() => String, { description: "The browser's P-256 public key, base64url (`keys.p256dh`)." })
  p256dh!: string;
  @Field(() => String, { description: "The browser's 16-byte authentication secret, base64url (`keys.auth`)." })
  auth!: string;
}

@InputType('UnsubscribeWebPushInput', { description: 'Which browser stops getting pushes.' })
export class UnsubscribeWebPushInput {
  @Field(() => String, { description: 'The endpoint of the subscription to forget.' }) endpoint!: string;
}

@ObjectType('WebPushSubscriptionPayload', {
  description:
    'What `subscribeWebPush` and `unsubscribeWebPush` answer: whether it went through, or `userErrors` saying why not.',
})
export class WebPushSubscriptionPayload {
  @Field(() => Boolean, {
    nullable: true,
    description: 'True when the subscription was kept (or forgotten); null when it did not go through.',
  })
  ok?: boolean;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@Resolver()
export class WebPushResolver {
  constructor(private readonly pushes: WebPushes) {}

  @Query(() => String, {
    nullable: true,
    description:
      "The shop's VAPID public key (base64url) to subscribe a browser with (`applicationServerKey`); null when the shop sends no web pushes.",
  })
  webPushPublicKey(): string | null {
    return this.pushes.publicKey;
  }

  @Mutation(() => WebPushSubscriptionPayload, {
    description:
      "Signed-in users: this browser gets the user's messages as web pushes, for the kinds whose notification toggle is on.",
  })
  subscribeWebPush(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SubscribeWebPushInput, { description: "The operation's fields; see the input type." })
    input: SubscribeWebPushInput,
  ): Promise<WebPushSubscriptionPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.pushes.subscribe(ctx, input);
      return { ok: true };
    });
  }

  @Mutation(() => WebPushSubscriptionPayload, { description: 'Signed-in users: this browser gets no more web pushes.' })
  unsubscribeWebPush(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UnsubscribeWebPushInput, { description: "The operation's fields; see the input type." })
    input: UnsubscribeWebPushInput,
  ): Promise<WebPushSubscriptionPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.pushes.unsubscribe(ctx, input.endpoint);
      return { ok: true };
    });
  }
}
