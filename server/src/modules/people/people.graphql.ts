import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { CustomerDetail, CustomerRow, PeopleService } from './people.service.js';

@ObjectType('StaffCustomer', { description: 'A customer account as the back office lists it.' })
export class StaffCustomerNode {
  @Field(() => ID, { description: 'ID of the staff customer.' }) id!: string;
  @Field(() => String, { description: 'Nickname, else username, else the masked e-mail or phone.' })
  displayName!: string;
  @Field(() => String, { nullable: true, description: 'E-mail address.' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'Phone number.' }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'The sign-in username; null if the customer has none.' })
  username!: string | null;
  @Field(() => String, { nullable: true, description: "The customer's display name; null if never set." }) nickname!:
    string | null;
  @Field(() => Int, { description: '1 means super member.' }) vip!: number;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Set while staff have disabled the account.' })
  disabledAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why staff disabled the account; null while it is enabled.' })
  disabledReason!: string | null;
  @Field(() => Int, { description: 'Orders the customer placed.' }) orderCount!: number;
}

@ObjectType('StaffCustomerSession', { description: 'A device signed in to a customer account.' })
export class StaffCustomerSessionNode {
  @Field(() => ID, { description: 'ID of the staff customer session.' }) id!: string;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it was last seen.' }) lastSeenAt!: Date;
  @Field(() => String, {
    nullable: true,
    description: 'The browser or app the device signed in with; null if it sent none.',
  })
  userAgent!: string | null;
  @Field(() => String, { nullable: true, description: 'IP address of the sign-in; null if unknown.' }) ip!:
    string | null;
}

@ObjectType('StaffCustomerDetail', {
  description: "One customer's account, balance and devices; their orders via `customerRecentOrders`.",
})
export class StaffCustomerDetailNode {
  @Field(() => StaffCustomerNode, { description: 'The customer account.' }) customer!: StaffCustomerNode;
  @Field(() => Money, { description: 'Account balance in fen.' }) balanceFen!: number;
  @Field(() => [StaffCustomerSessionNode], { description: 'Live sessions, most recently used first.' })
  sessions!: StaffCustomerSessionNode[];
}

const { Connection: StaffCustomerConnection } = connectionTypes('StaffCustomer', StaffCustomerNode);

@InputType('CustomerAccountStateInput', { description: 'Input of `disableCustomer`, `enableCustomer`.' })
export class CustomerAccountStateInput {
  @Field(() => ID, { description: 'ID of the customer.' }) customerId!: string;
  @Field(() => String, { description: 'Why, at most 200 characters; kept in the audit log.' }) reason!: string;
}

@ObjectType('StaffCustomerPayload', {
  description:
    'What `disableCustomer`, `enableCustomer` answer: the result, or `userErrors` saying why it did not go through.',
})
export class StaffCustomerPayload {
  @Field(() => StaffCustomerDetailNode, {
    nullable: true,
    description: 'The customer after the change; null when `userErrors` is not empty.',
  })
  detail?: StaffCustomerDetailNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

function toCustomerNode({ profile, orderCount }: CustomerRow): StaffCustomerNode {
  return {
    id: String(profile.id),
    displayName: profile.displayName,
    email: profile.email ?? null,
    phone: profile.phone ?? null,
    username: profile.username ?? null,
    nickname: profile.nickname ?? null,
    vip: profile.vip,
    createdAt: profile.createdAt,
    disabledAt: profile.disabledAt ?? null,
    disabledReason: profile.disabledReason ?? null,
    orderCount,
  };
}

function toDetailNode(detail: CustomerDetail): StaffCustomerDetailNode {
  return {
    customer: toCustomerNode(detail),
    balanceFen: detail.balanceFen,
    sessions: detail.sessions.map((session) => ({
      id: String(session.id),
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      userAgent: session.userAgent ?? null,
      ip: session.ip ?? null,
    })),
  };
}

@Resolver()
export class PeopleResolver {
  constructor(private readonly people: PeopleService) {}

  @Query(() => StaffCustomerConnection, {
    description:
      'Support, sales and admin: customers whose id, e-mail, phone, username or nickname contain `query`, newest first.',
  })
  async staffCustomers(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('query', () => String, { nullable: true, description: 'Text to search for; everything when absent.' })
    query: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ) {
    const page = await this.people.searchCustomers(ctx, query, pageRequest(first ?? undefined, after));
    return toConnection(page, toCustomerNode);
  }

  @Query(() => StaffCustomerDetailNode, { description: 'Support, sales and admin: one customer account.' })
  async staffCustomer(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the staff customer detail.' }) id: string,
  ): Promise<StaffCustomerDetailNode> {
    return toDetailNode(await this.people.customer(ctx, parseId(id, ['id'])));
  }

  @Mutation(() => StaffCustomerPayload, {
    description: 'Admin: disables a customer account: no sign-in by any method, its sessions and sockets end at once.',
  })
  disableCustomer(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CustomerAccountStateInput, { description: "The operation's fields; see the input type." })
    input: CustomerAccountStateInput,
  ): Promise<StaffCustomerPayload> {
    return withUserErrors(ctx.locale, async () => ({
      detail: toDetailNode(
        await this.people.disableCustomer(ctx, parseId(input.customerId, ['input', 'customerId']), input.reason),
      ),
    }));
  }

  @Mutation(() => StaffCustomerPayload, { description: 'Admin: lets a disabled customer account sign in again.' })
  enableCustomer(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CustomerAccountStateInput, { description: "The operation's fields; see the input type." })
    input: CustomerAccountStateInput,
  ): Promise<StaffCustomerPayload> {
    return withUserErrors(ctx.locale, async () => ({
      detail: toDetailNode(
        await this.people.enableCustomer(ctx, parseId(input.customerId, ['input', 'customerId']), input.reason),
      ),
    }));
  }
}
