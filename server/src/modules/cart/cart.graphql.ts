import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Money } from '../../platform/graphql/money-scalar.js';
import { translateError } from '../../platform/errors/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { Locale } from '../../platform/i18n/index.js';
import { fenToNumber } from '@circuitmart/rules/money';
import { PriceBreakNode, ProductNode, toProductDetailNode } from '../catalog/catalog-nodes.graphql.js';
import type { Cart, CartService, PricedCartLine } from './cart.service.js';

// Plain data fields skip the global middlewares (`simpleResolvers`, as the catalog's nodes): a property read cannot
// fail, and the cart's answer is a few dozen of them on every change.
@ObjectType('CartLine', {
  simpleResolvers: true,
  description: "One part in the shopper's cart, priced for its quantity.",
})
export class CartLineNode {
  @Field(() => ID, { description: 'ID of the cart line.' }) id!: string;
  @Field(() => ProductNode, { description: 'The part in the cart.' }) product!: ProductNode;
  @Field(() => Int, { description: 'Pieces in the cart.' }) quantity!: number;
  @Field(() => Boolean, { description: 'Selected lines are counted in the subtotal and taken to checkout.' })
  selected!: boolean;
  @Field(() => Date, { description: 'When it was added.' }) addedAt!: Date;
  @Field(() => PriceBreakNode, { description: 'The price break the quantity falls in.' })
  priceBreak!: PriceBreakNode;
  @Field(() => Money, {
    description: "Unit price for this quantity, tax-inclusive, in 0.0001 yuan; a sales quote's price while it holds.",
  })
  unitPriceMilli!: number;
  @Field(() => String, { nullable: true, description: 'The inquiry whose quote prices this line, while it holds.' })
  quotedInquiryNumber!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The buyer's own reference (a BOM line's designators), carried to the order line.",
  })
  customerReference!: string | null;
  @Field(() => Date, { nullable: true, description: "Until when that quote's price holds." })
  quoteValidUntil!: Date | null;
  @Field(() => Money, {
    description: 'quantity × unitPriceMilli rounded half-up to fen once; an integer number of fen (exact below 2^53).',
  })
  lineTotalFen!: number;
  @Field(() => UserErrorNode, {
    nullable: true,
    description: 'Why the line cannot be ordered as it is (off the shelf, sold out, only N left ...).',
  })
  problem!: UserErrorNode | null;
}

@ObjectType('Cart', { simpleResolvers: true, description: "The signed-in shopper's cart." })
export class CartNode {
  @Field(() => [CartLineNode], { description: 'Newest first.' }) lines!: CartLineNode[];
  @Field(() => Int, { description: 'Number of lines, as on the header badge.' }) lineCount!: number;
  @Field(() => Money, {
    description:
      'Sum of the line totals of the selected lines without a problem; an integer number of fen, computed on the server.',
  })
  selectedSubtotalFen!: number;
  @Field(() => Int, { description: 'How many lines the subtotal counts.' }) selectedCount!: number;
}

@InputType('AddToCartInput', { description: 'Input of `addToCart`.' })
export class AddToCartInput {
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => Int, { description: "Pieces to add; added to the part's line when it is already in the cart." })
  quantity!: number;
}

@InputType('UpdateCartLineInput', { description: 'Input of `updateCartLine`.' })
export class UpdateCartLineInput {
  @Field(() => ID, { description: 'ID of the line.' }) lineId!: string;
  @Field(() => Int, { description: 'The new quantity; checked against MOQ, increment, purchase limit and stock.' })
  quantity!: number;
}

@InputType('SelectCartLinesInput', { description: 'Input of `selectCartLines`.' })
export class SelectCartLinesInput {
  @Field(() => [ID], { nullable: true, description: 'The lines to change; every line when omitted.' })
  lineIds?: string[] | null;
  @Field(() => Boolean, { description: 'True selects the lines for checkout, false unselects them.' })
  selected!: boolean;
}

@InputType('RemoveCartLinesInput', { description: 'Input of `removeCartLines`, `moveCartLinesToFavourites`.' })
export class RemoveCartLinesInput {
  @Field(() => [ID], { description: 'IDs of the lines.' }) lineIds!: string[];
}

@ObjectType('AddToCartPayload', {
  simpleResolvers: true,
  description: 'What `addToCart` answers: the result, or `userErrors` saying why it did not go through.',
})
export class AddToCartPayload {
  @Field(() => CartLineNode, { nullable: true, description: 'The line the part was added to.' })
  cartLine?: CartLineNode;
  @Field(() => CartNode, {
    nullable: true,
    description: 'The cart after the change; null when `userErrors` is not empty.',
  })
  cart?: CartNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('UpdateCartLinePayload', {
  simpleResolvers: true,
  description: 'What `updateCartLine` answers: the result, or `userErrors` saying why it did not go through.',
})
export class UpdateCartLinePayload {
  @Field(() => CartLineNode, { nullable: true, description: 'The changed line; null when `userErrors` is not empty.' })
  cartLine?: CartLineNode;
  @Field(() => CartNode, {
    nullable: true,
    description: 'The cart after the change; null when `userErrors` is not empty.',
  })
  cart?: CartNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('SelectCartLinesPayload', {
  simpleResolvers: true,
  description: 'What `selectCartLines` answers: the result, or `userErrors` saying why it did not go through.',
})
export class SelectCartLinesPayload {
  @Field(() => CartNode, {
    nullable: true,
    description: 'The cart after the change; null when `userErrors` is not empty.',
  })
  cart?: CartNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('RemoveCartLinesPayload', {
  simpleResolvers: true,
  description:
    'What `removeCartLines`, `moveCartLinesToFavourites`, `clearSelectedCartLines` answer: the result, or `userErrors` saying why it did not go through.',
})
export class RemoveCartLinesPayload {
  @Field(() => Int, { nullable: true, description: 'Lines removed; null when `userErrors` is not empty.' })
  removedCount?: number;
  @Field(() => CartNode, {
    nullable: true,
    description: 'The cart after the change; null when `userErrors` is not empty.',
  })
  cart?: CartNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export function toCartLineNode(priced: PricedCartLine, locale: Locale): CartLineNode {
  const { line, problem } = priced;
  return {
    id: String(line.id),
    product: toProductDetailNode(
      {
        id: priced.product.id,
        product: priced.product,
        manufacturer: priced.product.manufacturer,
        category: priced.product.category,
      },
      locale,
    ),
    quantity: line.quantity,
    selected: line.selected,
    addedAt: line.addedAt,
    priceBreak: priced.priceBreak,
    unitPriceMilli: priced.unitPriceMilli,
    quotedInquiryNumber: priced.quote?.inquiryNumber ?? null,
    customerReference: line.customerReference ?? null,
    quoteValidUntil: priced.quote?.validUntil ?? null,
    lineTotalFen: fenToNumber(priced.lineTotalFen),
    problem: problem && {
      code: problem.code,
      message: translateError(problem.code, locale, problem.params),
      field: null,
      lineIds: [String(line.id)],
    },
  };
}

export function toCartNode(cart: Cart, locale: Locale): CartNode {
  return {
    lines: cart.lines.map((line) => toCartLineNode(line, locale)),
    lineCount: cart.lines.length,
    selectedSubtotalFen: fenToNumber(cart.selectedSubtotalFen),
    selectedCount: cart.selectedCount,
  };
}

const lineIdsOf = (ids: string[]) => ids.map((id) => parseId(id, ['input', 'lineIds']));

@Resolver()
export class CartResolver {
  constructor(private readonly cart: CartService) {}

  private async cartNode(ctx: GraphQLContext['ctx']): Promise<CartNode> {
    return toCartNode(await this.cart.viewCart(ctx), ctx.locale);
  }

  @Query(() => CartNode, { description: "The signed-in shopper's cart; UNAUTHENTICATED without a session." })
  myCart(@Ctx() { ctx }: GraphQLContext): Promise<CartNode> {
    return this.cartNode(ctx);
  }

  @Query(() => CartNode, { description: "Staff with customer.view: a customer's cart (beside their chat)." })
  async customerCart(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('customerId', () => ID, { description: 'ID of the customer.' }) customerId: string,
  ): Promise<CartNode> {
    return toCartNode(await this.cart.customerCart(ctx, parseId(customerId, ['customerId'])), ctx.locale);
  }

  @Query(() => Int, { description: "Number of lines in the signed-in shopper's cart, for the header badge." })
  cartCount(@Ctx() { ctx }: GraphQLContext): Promise<number> {
    return this.cart.countLines(ctx);
  }

  @Mutation(() => AddToCartPayload, {
    description: 'Adds pieces of a part; a part already in the cart grows its line.',
  })
  addToCart(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AddToCartInput, { description: "The operation's fields; see the input type." })
    input: AddToCartInput,
  ): Promise<AddToCartPayload> {
    return withUserErrors(ctx.locale, async () => {
      const productId = parseId(input.productId, ['input', 'productId']);
      const change = await this.cart.addToCart(ctx, productId, input.quantity);
      return { cartLine: toCartLineNode(change.line, ctx.locale), cart: toCartNode(await change.cart(), ctx.locale) };
    });
  }

  @Mutation(() => UpdateCartLinePayload, { description: "Changes a line's quantity; its price follows the breaks." })
  updateCartLine(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdateCartLineInput, { description: "The operation's fields; see the input type." })
    input: UpdateCartLineInput,
  ): Promise<UpdateCartLinePayload> {
    return withUserErrors(ctx.locale, async () => {
      const lineId = parseId(input.lineId, ['input', 'lineId']);
      const change = await this.cart.changeQuantity(ctx, lineId, input.quantity);
      return { cartLine: toCartLineNode(change.line, ctx.locale), cart: toCartNode(await change.cart(), ctx.locale) };
    });
  }

  @Mutation(() => SelectCartLinesPayload, { description: 'Selects or unselects some lines, or all of them.' })
  selectCartLines(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SelectCartLinesInput, { description: "The operation's fields; see the input type." })
    input: SelectCartLinesInput,
  ): Promise<SelectCartLinesPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.cart.selectLines(ctx, input.lineIds ? lineIdsOf(input.lineIds) : null, input.selected);
      return { cart: await this.cartNode(ctx) };
    });
  }

  @Mutation(() => RemoveCartLinesPayload, { description: 'Removes lines; none when any id is not in the cart.' })
  removeCartLines(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RemoveCartLinesInput, { description: "The operation's fields; see the input type." })
    input: RemoveCartLinesInput,
  ): Promise<RemoveCartLinesPayload> {
    return withUserErrors(ctx.locale, async () => {
      const { removedCount, cart } = await this.cart.removeLines(ctx, lineIdsOf(input.lineIds));
      return { removedCount, cart: toCartNode(await cart(), ctx.locale) };
    });
  }

  @Mutation(() => RemoveCartLinesPayload, {
    description: 'Moves lines to the favourites and out of the cart, in one transaction (move to favourites).',
  })
  moveCartLinesToFavourites(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RemoveCartLinesInput, { description: "The operation's fields; see the input type." })
    input: RemoveCartLinesInput,
  ): Promise<RemoveCartLinesPayload> {
    return withUserErrors(ctx.locale, async () => {
      const removedCount = await this.cart.moveToFavourites(ctx, lineIdsOf(input.lineIds));
      return { removedCount, cart: await this.cartNode(ctx) };
    });
  }

  @Mutation(() => RemoveCartLinesPayload, { description: 'Removes every selected line.' })
  clearSelectedCartLines(@Ctx() { ctx }: GraphQLContext): Promise<RemoveCartLinesPayload> {
    return withUserErrors(ctx.locale, async () => {
      const removedCount = await this.cart.clearSelected(ctx);
      return { removedCount, cart: await this.cartNode(ctx) };
    });
  }
}
