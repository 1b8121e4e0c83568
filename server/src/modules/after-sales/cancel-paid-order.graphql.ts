import { Arg, Ctx, Field, ID, InputType, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { withUserErrors } from '../../platform/graphql/user-errors.js';
import { OrderPayload, toOrderNode } from '../orders/orders.graphql.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { AfterSalesService } from './after-sales.service.js';

@InputType('CancelPaidOrderInput', { description: 'Input of `cancelPaidOrder`.' })
export class CancelPaidOrderInput {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { description: 'Told to the buyer; at most 200 characters.' }) reason!: string;
}

/**
 * Closing a paid order that cannot be fulfilled, or refunding a membership order: the order's move and its full
 * refund, orchestrated here.
 */
@Resolver()
export class CancelPaidOrderResolver {
  constructor(
    private readonly afterSales: AfterSalesService,
    private readonly orders: Pick<OrdersService, 'orderDetail'>,
  ) {}

  @Mutation(() => OrderPayload, {
    description:
      'Sales and admin staff: closes a paid, unshipped order that cannot be fulfilled, a completed membership order (the membership it bought ends) or a paid blind-box open that could not be drawn (the open is given back); refunds it in full.',
  })
  cancelPaidOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CancelPaidOrderInput, { description: "The operation's fields; see the input type." })
    input: CancelPaidOrderInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => {
      const orderId = parseId(input.orderId, ['input', 'orderId']);
      await this.afterSales.cancelPaidOrder(ctx, orderId, input.reason);
      return { order: toOrderNode(await this.orders.orderDetail(ctx, orderId)) };
    });
  }
}
