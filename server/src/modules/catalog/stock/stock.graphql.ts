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
  registerEnumType,
  Resolver,
} from 'type-graphql';
import { connectionTypes, pageRequest, toConnection } from '../../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../../platform/graphql/context.js';
import { parseId } from '../../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../../platform/graphql/user-errors.js';
import { StockReason, type StaffStockReason } from './stock-reasons.js';
import type { StockMovement } from './stock.entities.js';
import type { StockService } from './stock.service.js';

registerEnumType(StockReason, {
  name: 'StockReason',
  description: 'Why a part’s stock moved.',
  valuesConfig: {
    RECEIVED: { description: 'Goods arrived: pieces added.' },
    COUNTED: { description: 'A shelf count (or an imported stock column) set the stock.' },
    DAMAGED: { description: 'Damaged or lost goods: pieces taken off.' },
    ORDER_PLACED: { description: 'An order placed took its pieces.' },
    ORDER_RELEASED: {
      description: 'An order that ended unpaid, refused, cancelled or unfulfillable gave its pieces back.',
    },
    RETURNED: { description: 'An after-sales return came back in good condition.' },
  },
});

/** The reasons staff may give; the enum keeps integrators from posting an order's reasons by hand. */
const StaffStockReasonEnum = {
  RECEIVED: StockReason.RECEIVED,
  COUNTED: StockReason.COUNTED,
  DAMAGED: StockReason.DAMAGED,
} as const;
registerEnumType(StaffStockReasonEnum, {
  name: 'StaffStockReason',
  description: 'RECEIVED adds pieces, COUNTED sets the stock to the count, DAMAGED takes pieces off.',
  valuesConfig: {
    RECEIVED: { description: 'Goods arrived: adds the pieces.' },
    COUNTED: { description: 'A shelf count: sets the stock to the count.' },
    DAMAGED: { description: 'Damaged or lost goods: takes the pieces off.' },
  },
});

@ObjectType('StockMovement', { description: 'One change of a part’s stock, as its ledger row records it.' })
export class StockMovementNode {
  @Field(() => ID, { description: 'ID of the stock movement.' }) id!: string;
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => Int, { description: 'Pieces added (negative: taken off).' }) delta!: number;
  @Field(() => Int, { description: 'Pieces in stock after the movement.' }) stockAfter!: number;
  @Field(() => StockReason, { description: 'Why the stock moved.' }) reason!: StockReason;
  @Field(() => String, { nullable: true, description: 'Order number, after-sales number or import:<id>.' })
  reference!: string | null;
  @Field(() => String, { nullable: true, description: "Staff's note for a manual adjustment; null if none." }) note!:
    string | null;
  @Field(() => ID, { nullable: true, description: 'Who caused it; null for the shop itself.' })
  actorId!: string | null;
  @Field(() => Date, { description: 'When it happened.' }) at!: Date;
}

export function toStockMovementNode(movement: StockMovement): StockMovementNode {
  return {
    id: String(movement.id),
    productId: String(movement.productId),
    delta: movement.delta,
    stockAfter: movement.stockAfter,
    reason: movement.reason,
    reference: movement.reference ?? null,
    note: movement.note ?? null,
    actorId: movement.actorId == null ? null : String(movement.actorId),
    at: movement.at,
  };
}

export const { Connection: StockMovementConnection } = connectionTypes('StockMovement', StockMovementNode);
export type StockMovementConnection = InstanceType<typeof StockMovementConnection>;

@InputType('AdjustStockInput', { description: 'Input of `adjustStock`.' })
export class AdjustStockInput {
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => StaffStockReasonEnum, {
    description: 'Why the stock changes; decides whether `quantity` is added, taken off or the new count.',
  })
  reason!: StaffStockReason;
  @Field(() => Int, { description: 'RECEIVED, DAMAGED: pieces (1 or more); COUNTED: the count (0 or more).' })
  quantity!: number;
  @Field(() => String, { nullable: true, description: 'Why, for the history (a delivery note, a count sheet).' })
  note?: string | null;
}

@ObjectType('AdjustStockPayload', {
  description: 'What `adjustStock` answers: the result, or `userErrors` saying why it did not go through.',
})
export class AdjustStockPayload {
  @Field(() => Int, { nullable: true, description: 'The part’s stock after the adjustment.' }) stock?: number;
  @Field(() => StockMovementNode, {
    nullable: true,
    description: 'The stock movement recorded; null when `userErrors` is not empty.',
  })
  movement?: StockMovementNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

/** Staff's stock: the adjustment (stock.adjust) and a part's stock and history (catalog.view). */
@Resolver()
export class StockResolver {
  constructor(private readonly stock: StockService) {}

  @Mutation(() => AdjustStockPayload, {
    description: 'Staff: adjusts a part’s stock with a reason; never below zero, never racing with orders.',
  })
  adjustStock(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AdjustStockInput, { description: "The operation's fields; see the input type." })
    input: AdjustStockInput,
  ): Promise<AdjustStockPayload> {
    return withUserErrors(ctx.locale, async () => {
      const adjusted = await this.stock.adjustStock(ctx, {
        productId: parseId(input.productId, ['input', 'productId']),
        reason: input.reason,
        quantity: input.quantity,
        note: input.note ?? null,
      });
      return { stock: adjusted.stock, movement: toStockMovementNode(adjusted.movement) };
    });
  }

  @Query(() => Int, { nullable: true, description: 'Staff: a part’s stock (on the shelf or not); null for no part.' })
  partStock(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('productId', () => ID, { description: 'ID of the product.' }) productId: string,
  ): Promise<number | null> {
    return this.stock.partStock(ctx, parseId(productId, ['productId']));
  }

  @Query(() => StockMovementConnection, { description: 'Staff: a part’s stock movements, newest first.' })
  async partStockHistory(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('productId', () => ID, { description: 'ID of the product.' }) productId: string,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<StockMovementConnection> {
    const page = await this.stock.stockHistory(
      ctx,
      parseId(productId, ['productId']),
      pageRequest(first ?? undefined, after),
    );
    return toConnection(page, toStockMovementNode);
  }
}
