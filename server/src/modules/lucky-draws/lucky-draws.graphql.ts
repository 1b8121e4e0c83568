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
import type { RequestContext } from '../../platform/auth/index.js';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { ActivityNode, toActivityNode } from '../activities/activities.graphql.js';
import { ProductNode, toProductNode } from '../catalog/catalog.graphql.js';
import type { LuckyDrawInput, PrizeInput } from './lucky-draw-rules.js';
import {
  LuckyDrawKind,
  LuckyDrawPaidOpenStatus,
  LuckyDrawPrizeKind,
  LuckyDrawRecordStatus,
  type LuckyDrawPaidOpen,
  type LuckyDrawPrize,
  type LuckyDrawRecord,
} from './lucky-draws.entities.js';
import type { LuckyDrawProgress, LuckyDrawsService, LuckyDrawView } from './lucky-draws.service.js';

registerEnumType(LuckyDrawKind, {
  name: 'LuckyDrawKind',
  description: 'A free-order campaign or a blind box.',
  valuesConfig: {
    FREE_ORDER: { description: 'A free-order campaign: claim a listed part free, some times a day.' },
    BLIND_BOX: { description: 'A blind box: open it for a random prize by published odds.' },
  },
});
registerEnumType(LuckyDrawPrizeKind, {
  name: 'LuckyDrawPrizeKind',
  description: 'What a prize gives: a part (a prize order, price 0), a coupon, or points.',
  valuesConfig: {
    PART: { description: 'A part, delivered by a prize order at price 0.' },
    COUPON: { description: 'A coupon of a template, issued at once.' },
    POINTS: { description: 'Points, credited at once.' },
  },
});
registerEnumType(LuckyDrawRecordStatus, {
  name: 'LuckyDrawRecordStatus',
  description: 'DELIVERED: order placed, coupon issued or points credited. AWAITING_ORDER: a part won, no order yet.',
  valuesConfig: {
    DELIVERED: { description: 'The prize was given: order placed, coupon issued or points credited.' },
    AWAITING_ORDER: { description: 'A part was won; the winner has not placed its prize order yet.' },
  },
});

registerEnumType(LuckyDrawPaidOpenStatus, {
  name: 'LuckyDrawPaidOpenStatus',
  description: 'Where a paid blind-box open is.',
  valuesConfig: {
    AWAITING_PAYMENT: { description: 'Its order waits for payment; the open is reserved.' },
    DRAWN: { description: 'Paid and opened: `record` is the prize.' },
    EXPIRED: { description: 'Its order ended unpaid; the open was given back.' },
    FAILED: { description: 'Paid, but the box had no prize left to give: staff refund it.' },
    REFUNDED: { description: 'Refunded in full; the open was given back.' },
  },
});

@ObjectType('LuckyDrawPrize', { description: 'A part offered free, or a prize in a blind box.' })
export class LuckyDrawPrizeNode {
  @Field(() => ID, { description: 'ID of the lucky draw prize.' }) id!: string;
  @Field(() => LuckyDrawPrizeKind, { description: 'Which kind it is; see `LuckyDrawPrizeKind`.' })
  kind!: LuckyDrawPrizeKind;
  @Field(() => String, { description: 'What the prize is called, as buyers see it.' }) title!: string;
  @Field(() => ProductNode, { nullable: true, description: 'PART: the part.' }) product!: ProductNode | null;
  @Field(() => Int, { description: 'PART: the pieces one prize gives (1 for other prizes).' }) quantity!: number;
  @Field(() => ID, { nullable: true, description: 'COUPON: the coupon template.' }) couponTemplateId!: string | null;
  @Field(() => Int, { nullable: true, description: 'POINTS: how many.' }) points!: number | null;
  @Field(() => Int, { description: 'Blind box: the weight in the draw (0 for free-order parts).' }) weight!: number;
  @Field(() => Int, {
    description:
      'Blind box: the published odds of one open, parts per million; the prizes in stock share 1,000,000 ' +
      '(a prize out of stock has 0 and the others are renormalised). 0 for free-order parts.',
  })
  oddsPpm!: number;
  @Field(() => Int, { description: 'Units left.' }) stock!: number;
  @Field(() => Int, { description: 'Units put in by staff.' }) initialStock!: number;
}

@ObjectType('FreeOrderCampaign', { description: 'Parts given free, with a number of free chances per user per day.' })
export class FreeOrderCampaignNode {
  @Field(() => ID, { description: "The activity's id." }) id!: string;
  @Field(() => ActivityNode, { description: 'The activity: title, window and state.' }) activity!: ActivityNode;
  @Field(() => String, { description: 'What the campaign offers, as staff wrote it; may be empty.' })
  description!: string;
  @Field(() => Int, { description: 'Free chances per user per shop day (China Standard Time).' }) dailyLimit!: number;
  @Field(() => Int, { nullable: true, description: 'Claims per user over the campaign; null: no such limit.' })
  totalLimit!: number | null;
  @Field(() => Int, { nullable: true, description: "The viewer's chances left today; null for a visitor." })
  chancesLeftToday!: number | null;
  @Field(() => [LuckyDrawPrizeNode], { description: 'The parts given free, with what is left.' })
  parts!: LuckyDrawPrizeNode[];
}

@ObjectType('BlindBox', { description: 'A box opened for a random prize, by published odds, with daily opens.' })
export class BlindBoxNode {
  @Field(() => ID, { description: "The activity's id." }) id!: string;
  @Field(() => ActivityNode, { description: 'The activity: title, window and state.' }) activity!: ActivityNode;
  @Field(() => String, { description: 'What the box may hold, as staff wrote it; may be empty.' }) description!: string;
  @Field(() => Money, {
    description: 'The price of one open in fen; 0: free opens. A paid open is bought as an order.',
  })
  pricePerOpenFen!: number;
  @Field(() => Int, { description: 'Opens per user per shop day (China Standard Time).' }) dailyLimit!: number;
  @Field(() => Int, { nullable: true, description: 'Opens per user over the box; null: no such limit.' })
  totalLimit!: number | null;
  @Field(() => Int, { nullable: true, description: "The viewer's opens left today; null for a visitor." })
  opensLeftToday!: number | null;
  @Field(() => [LuckyDrawPrizeNode], { description: 'The prizes with their published odds.' })
  prizes!: LuckyDrawPrizeNode[];
}

@ObjectType('LuckyDrawRecord', { description: 'One claim or open and its prize ("my prizes").' })
export class LuckyDrawRecordNode {
  @Field(() => ID, { description: 'ID of the lucky draw record.' }) id!: string;
  @Field(() => LuckyDrawKind, { description: 'Whether it came from a free-order campaign or a blind box.' })
  drawKind!: LuckyDrawKind;
  @Field(() => ID, { description: 'ID of the activity.' }) activityId!: string;
  @Field(() => String, { description: 'Title of the campaign or box.' }) activityTitle!: string;
  @Field(() => ID, { description: 'ID of the prize.' }) prizeId!: string;
  @Field(() => LuckyDrawPrizeKind, { description: 'What the prize gives.' }) prizeKind!: LuckyDrawPrizeKind;
  @Field(() => String, { description: 'What the prize is called.' }) prizeTitle!: string;
  @Field(() => ID, { nullable: true, description: 'ID of the product. Null when there is none.' }) productId!:
    string | null;
  @Field(() => ID, { nullable: true, description: 'COUPON: the coupon the user now holds.' }) couponId!: string | null;
  @Field(() => Int, { nullable: true, description: 'POINTS: the points credited.' }) points!: number | null;
  @Field(() => ID, { nullable: true, description: 'PART: the prize order.' }) orderId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Number of the prize order of a PART prize; null until it is placed, and for other prizes.',
  })
  orderNumber!: string | null;
  @Field(() => LuckyDrawRecordStatus, { description: 'Where it stands now; see `LuckyDrawRecordStatus`.' })
  status!: LuckyDrawRecordStatus;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType('BlindBoxPaidOpen', { description: 'One open of a paid blind box, bought as an order (BLIND_BOX_OPEN).' })
export class BlindBoxPaidOpenNode {
  @Field(() => ID, { description: 'ID of the paid open.' }) id!: string;
  @Field(() => ID, { description: 'ID of the blind box.' }) activityId!: string;
  @Field(() => ID, { description: 'The order that pays for it (pay it at the cashier).' }) orderId!: string;
  @Field(() => String, { description: "The order's number." }) orderNumber!: string;
  @Field(() => Money, { description: 'What the open costs, in fen.' }) priceFen!: number;
  @Field(() => LuckyDrawPaidOpenStatus, { description: 'Where it stands now; see `LuckyDrawPaidOpenStatus`.' })
  status!: LuckyDrawPaidOpenStatus;
  @Field(() => LuckyDrawRecordNode, { nullable: true, description: 'DRAWN: the prize drawn; null before.' })
  record!: LuckyDrawRecordNode | null;
  @Field(() => Date, { description: 'When it was bought.' }) createdAt!: Date;
}

export const { Connection: LuckyDrawRecordConnection } = connectionTypes('LuckyDrawRecord', LuckyDrawRecordNode);
export type LuckyDrawRecordConnection = InstanceType<typeof LuckyDrawRecordConnection>;

@ObjectType('LuckyDrawProgress', { description: 'Staff: how a campaign or box is going.' })
export class LuckyDrawProgressNode {
  @Field(() => Int, { description: 'Claims (free order) or opens (blind box) so far.' }) records!: number;
  @Field(() => Int, { description: 'Users who claimed or opened.' }) participants!: number;
  @Field(() => Int, { description: 'Units given, over all prizes.' }) awarded!: number;
  @Field(() => Int, { description: 'Units left, over all prizes.' }) prizesLeft!: number;
}

@ObjectType('StaffLuckyDraw', { description: 'Staff: a free-order campaign or blind box with its progress.' })
export class StaffLuckyDrawNode {
  @Field(() => ID, { description: 'ID of the staff lucky draw.' }) id!: string;
  @Field(() => LuckyDrawKind, { description: 'Which kind it is; see `LuckyDrawKind`.' }) kind!: LuckyDrawKind;
  @Field(() => ActivityNode, { description: 'The activity: title, window and state.' }) activity!: ActivityNode;
  @Field(() => String, { description: 'Description buyers see; may be empty.' }) description!: string;
  @Field(() => Int, { description: 'Claims or opens per user per day.' }) dailyLimit!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Claims or opens per user over the whole activity; null: no limit.',
  })
  totalLimit!: number | null;
  @Field(() => Money, { description: 'Price per open in fen (0.01 yuan).' }) pricePerOpenFen!: number;
  @Field(() => [LuckyDrawPrizeNode], { description: 'The parts or prizes, with stock left.' })
  prizes!: LuckyDrawPrizeNode[];
  @Field(() => LuckyDrawProgressNode, { description: 'Claims, opens and prizes given so far.' })
  progress!: LuckyDrawProgressNode;
}

@InputType('ClaimFreeOrderInput', { description: 'Input of `claimFreeOrder`.' })
export class ClaimFreeOrderInput {
  @Field(() => ID, { description: 'The campaign part (FreeOrderCampaign.parts id).' }) partId!: string;
  @Field(() => ID, { nullable: true, description: "One of the user's addresses." }) addressId?: string | null;
  @Field(() => String, { description: '8-64 letters, digits, - or _; a repeat answers the first claim.' })
  idempotencyKey!: string;
}

@InputType('OpenBlindBoxInput', { description: 'Input of `openBlindBox`.' })
export class OpenBlindBoxInput {
  @Field(() => ID, { description: 'ID of the blind box.' }) id!: string;
  @Field(() => ID, { nullable: true, description: 'Where a part won is sent; without it the part waits.' })
  addressId?: string | null;
  @Field(() => String, { description: '8-64 letters, digits, - or _; a repeat answers the first open.' })
  idempotencyKey!: string;
}

@InputType('ReceiveLuckyDrawPrizeInput', { description: 'Input of `receiveLuckyDrawPrize`.' })
export class ReceiveLuckyDrawPrizeInput {
  @Field(() => ID, { description: 'ID of the record.' }) recordId!: string;
  @Field(() => ID, { description: 'ID of the address.' }) addressId!: string;
}

@InputType('LuckyDrawPrizeInput', {
  description:
    'A prize. New (no id): kind, what it gives (productId / couponTemplateId / points), stock, and for a blind box ' +
    'a weight. Existing (id): only title, weight and addStock change.',
})
export class LuckyDrawPrizeInput {
  @Field(() => ID, { nullable: true, description: 'ID of the lucky draw prize.' }) id?: string | null;
  @Field(() => LuckyDrawPrizeKind, { description: 'Which kind it is; see `LuckyDrawPrizeKind`.' })
  kind!: LuckyDrawPrizeKind;
  @Field(() => String, { nullable: true, description: "Default: the part's MPN, the template's title, N points." })
  title?: string | null;
  @Field(() => ID, { nullable: true, description: 'ID of the product.' }) productId?: string | null;
  @Field(() => Int, { nullable: true, description: "PART: pieces per prize; default the part's minimum order." })
  quantity?: number | null;
  @Field(() => ID, { nullable: true, description: 'ID of the coupon template.' }) couponTemplateId?: string | null;
  @Field(() => Int, { nullable: true, description: 'POINTS: how many points one prize credits.' }) points?:
    number | null;
  @Field(() => Int, { nullable: true, description: 'Blind box: 1..1,000,000.' }) weight?: number | null;
  @Field(() => Int, { nullable: true, description: 'A new prize: its units (0..1,000,000).' }) stock?: number | null;
  @Field(() => Int, { nullable: true, description: 'An existing prize: units added (negative: taken away).' })
  addStock?: number | null;
}

@InputType('CreateFreeOrderCampaignInput', { description: 'Input of `createFreeOrderCampaign`.' })
export class CreateFreeOrderCampaignInput {
  @Field(() => String, { description: 'Name of the campaign buyers see.' }) title!: string;
  @Field(() => Date, { description: 'When it starts.' }) startsAt!: Date;
  @Field(() => Date, { description: 'When it ends.' }) endsAt!: Date;
  @Field(() => String, { nullable: true, description: 'What the campaign offers; null or empty for none.' })
  description?: string | null;
  @Field(() => Int, { description: 'Free chances per user per day, 1..100.' }) dailyLimit!: number;
  @Field(() => Int, { nullable: true, description: 'Claims per user over the campaign, 1..10,000; null: none.' })
  totalLimit?: number | null;
  @Field(() => [LuckyDrawPrizeInput], { description: 'The parts (kind PART), each once, with their stock.' })
  parts!: LuckyDrawPrizeInput[];
}

@InputType('UpdateFreeOrderCampaignInput', { description: 'Input of `updateFreeOrderCampaign`.' })
export class UpdateFreeOrderCampaignInput {
  @Field(() => ID, { description: 'ID of the free order campaign.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'New name; null keeps it.' }) title?: string | null;
  @Field(() => Date, { nullable: true, description: 'Only before it starts.' }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Only before it starts.' }) endsAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'New description; null keeps it.' }) description?: string | null;
  @Field(() => Int, { nullable: true, description: 'Free chances per user per day (1..100); null keeps it.' })
  dailyLimit?: number | null;
  @Field(() => Int, { nullable: true, description: '0 removes the limit.' }) totalLimit?: number | null;
  @Field(() => [LuckyDrawPrizeInput], { nullable: true, description: 'New parts, and changes of existing ones.' })
  parts?: LuckyDrawPrizeInput[] | null;
}

@InputType('CreateBlindBoxInput', { description: 'Input of `createBlindBox`.' })
export class CreateBlindBoxInput {
  @Field(() => String, { description: 'Name of the box buyers see.' }) title!: string;
  @Field(() => Date, { description: 'When it starts.' }) startsAt!: Date;
  @Field(() => Date, { description: 'When it ends.' }) endsAt!: Date;
  @Field(() => String, { nullable: true, description: 'What the box may hold; null or empty for none.' }) description?:
    string | null;
  @Field(() => Money, { nullable: true, description: 'Fen per open, 0..1,000,000; 0 or absent: free opens.' })
  pricePerOpenFen?: number | null;
  @Field(() => Int, { description: 'Opens per user per day, 1..100.' }) dailyLimit!: number;
  @Field(() => Int, { nullable: true, description: 'Opens per user over the box, 1..10,000; null: none.' })
  totalLimit?: number | null;
  @Field(() => [LuckyDrawPrizeInput], {
    description: 'The prizes, each with its stock and weight (its relative odds).',
  })
  prizes!: LuckyDrawPrizeInput[];
}

@InputType('UpdateBlindBoxInput', { description: 'Input of `updateBlindBox`.' })
export class UpdateBlindBoxInput {
  @Field(() => ID, { description: 'ID of the blind box.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'New name; null keeps it.' }) title?: string | null;
  @Field(() => Date, { nullable: true, description: 'Only before it starts.' }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Only before it starts.' }) endsAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'New description; null keeps it.' }) description?: string | null;
  @Field(() => Int, { nullable: true, description: 'Opens per user per day (1..100); null keeps it.' }) dailyLimit?:
    number | null;
  @Field(() => Int, { nullable: true, description: '0 removes the limit.' }) totalLimit?: number | null;
  @Field(() => Money, { nullable: true, description: 'Fen per open, 0..1,000,000; opens bought keep their price.' })
  pricePerOpenFen?: number | null;
  @Field(() => [LuckyDrawPrizeInput], { nullable: true, description: 'New prizes, and changes of existing ones.' })
  prizes?: LuckyDrawPrizeInput[] | null;
}

@InputType('BuyBlindBoxOpenInput', { description: 'Input of `buyBlindBoxOpen`.' })
export class BuyBlindBoxOpenInput {
  @Field(() => ID, { description: 'ID of the blind box (one with a price per open).' }) id!: string;
  @Field(() => String, { description: '8-64 letters, digits, - or _; a repeat answers the first purchase.' })
  idempotencyKey!: string;
}

@ObjectType('BuyBlindBoxOpenPayload', {
  description: 'What `buyBlindBoxOpen` answers: the open and its order to pay, or `userErrors`.',
})
export class BuyBlindBoxOpenPayload {
  @Field(() => BlindBoxPaidOpenNode, { nullable: true, description: 'The open bought, waiting for its payment.' })
  paidOpen?: BlindBoxPaidOpenNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('ClaimFreeOrderPayload', {
  description: 'What `claimFreeOrder` answers: the result, or `userErrors` saying why it did not go through.',
})
export class ClaimFreeOrderPayload {
  @Field(() => LuckyDrawRecordNode, { nullable: true, description: 'The claim, with its prize order.' })
  record?: LuckyDrawRecordNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('OpenBlindBoxPayload', {
  description:
    'What `openBlindBox`, `receiveLuckyDrawPrize` answer: the result, or `userErrors` saying why it did not go through.',
})
export class OpenBlindBoxPayload {
  @Field(() => LuckyDrawRecordNode, { nullable: true, description: 'The open and the prize drawn.' })
  record?: LuckyDrawRecordNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('StaffLuckyDrawPayload', {
  description:
    'What `createFreeOrderCampaign`, `updateFreeOrderCampaign`, `createBlindBox`, `updateBlindBox` answer: the result, or `userErrors` saying why it did not go through.',
})
export class StaffLuckyDrawPayload {
  @Field(() => StaffLuckyDrawNode, {
    nullable: true,
    description: 'The campaign or box as saved; null when `userErrors` is not empty.',
  })
  luckyDraw?: StaffLuckyDrawNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

const optionalId = (value: string | null | undefined, field: string[]) =>
  value === null || value === undefined || value === '' ? null : parseId(value, field);

export function prizeInputOf(prizes: readonly LuckyDrawPrizeInput[], field: string): PrizeInput[] {
  return prizes.map((prize, index) => {
    const at = (name: string) => ['input', field, String(index), name];
    return {
      id: optionalId(prize.id, at('id')),
      kind: prize.kind,
      title: prize.title?.trim() || null,
      productId: optionalId(prize.productId, at('productId')),
      quantity: prize.quantity ?? null,
      couponTemplateId: optionalId(prize.couponTemplateId, at('couponTemplateId')),
      points: prize.points ?? null,
      weight: prize.weight ?? null,
      stock: prize.stock ?? null,
      addStock: prize.addStock ?? null,
    };
  });
}

/** The service's input from a create or update (absent fields stay as they are; totalLimit 0 clears it). */
export function luckyDrawInputOf(input: {
  title?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  description?: string | null;
  dailyLimit?: number | null;
  totalLimit?: number | null;
  pricePerOpenFen?: number | null;
  prizes?: LuckyDrawPrizeInput[] | null;
  parts?: LuckyDrawPrizeInput[] | null;
}): LuckyDrawInput {
  const prizes = input.prizes ?? input.parts;
  return {
    ...(input.title === undefined || input.title === null ? {} : { title: input.title.trim() }),
    ...(input.startsAt ? { startsAt: input.startsAt } : {}),
    ...(input.endsAt ? { endsAt: input.endsAt } : {}),
    ...(input.description === undefined ? {} : { description: input.description?.trim() ?? '' }),
    ...(input.dailyLimit === undefined || input.dailyLimit === null ? {} : { dailyLimit: input.dailyLimit }),
    ...(input.totalLimit === undefined ? {} : { totalLimit: input.totalLimit === 0 ? null : input.totalLimit }),
    ...(input.pricePerOpenFen === undefined || input.pricePerOpenFen === null
      ? {}
      : { pricePerOpenFen: input.pricePerOpenFen }),
    ...(prizes ? { prizes: prizeInputOf(prizes, input.prizes ? 'prizes' : 'parts') } : {}),
  };
}

/** Views as nodes: the parts' catalog rows are read once for all of them. */
export class LuckyDrawNodes {
  constructor(private readonly service: LuckyDrawsService) {}

  async prizes(ctx: RequestContext, views: readonly LuckyDrawView[]) {
    const products = await this.service.products(
      ctx,
      views.flatMap((view) => view.prizes.flatMap((prize) => (prize.productId ? [prize.productId] : []))),
    );
    return (view: LuckyDrawView) =>
      view.prizes.map((prize: LuckyDrawPrize): LuckyDrawPrizeNode => {
        const product = prize.productId ? products.get(prize.productId) : undefined;
        return {
          id: String(prize.id),
          kind: prize.kind,
          title: prize.title,
          product: product ? toProductNode(product, ctx.locale) : null,
          quantity: prize.quantity,
          couponTemplateId: prize.couponTemplateId ? String(prize.couponTemplateId) : null,
          points: prize.points ?? null,
          weight: prize.weight,
          oddsPpm: view.oddsPpm.get(prize.id) ?? 0,
          stock: prize.stock,
          initialStock: prize.initialStock,
        };
      });
  }

  async campaigns(ctx: RequestContext, views: LuckyDrawView[]): Promise<FreeOrderCampaignNode[]> {
    const prizesOf = await this.prizes(ctx, views);
    return views.map((view) => ({
      id: String(view.draw.activityId),
      activity: toActivityNode(view.activity, []),
      description: view.draw.description,
      dailyLimit: view.draw.dailyLimit,
      totalLimit: view.draw.totalLimit ?? null,
      chancesLeftToday: view.chancesLeftToday,
      parts: prizesOf(view),
    }));
  }

  async boxes(ctx: RequestContext, views: LuckyDrawView[]): Promise<BlindBoxNode[]> {
    const prizesOf = await this.prizes(ctx, views);
    return views.map((view) => ({
      id: String(view.draw.activityId),
      activity: toActivityNode(view.activity, []),
      description: view.draw.description,
      pricePerOpenFen: view.draw.pricePerOpenFen,
      dailyLimit: view.draw.dailyLimit,
      totalLimit: view.draw.totalLimit ?? null,
      opensLeftToday: view.chancesLeftToday,
      prizes: prizesOf(view),
    }));
  }

  async staff(ctx: RequestContext, views: LuckyDrawView[]): Promise<StaffLuckyDrawNode[]> {
    const [prizesOf, progress] = await Promise.all([
      this.prizes(ctx, views),
      this.service.progress(
        ctx,
        views.map((view) => view.draw.activityId),
      ),
    ]);
    return views.map((view) => ({
      id: String(view.draw.activityId),
      kind: view.draw.kind,
      activity: toActivityNode(view.activity, []),
      description: view.draw.description,
      dailyLimit: view.draw.dailyLimit,
      totalLimit: view.draw.totalLimit ?? null,
      pricePerOpenFen: view.draw.pricePerOpenFen,
      prizes: prizesOf(view),
      progress: toProgressNode(progress.get(view.draw.activityId), view),
    }));
  }

  async paidOpen(ctx: RequestContext, open: LuckyDrawPaidOpen): Promise<BlindBoxPaidOpenNode> {
    const record = open.recordId ? (await this.service.records(ctx, [open.recordId])).get(open.recordId) : undefined;
    return {
      id: String(open.id),
      activityId: String(open.activityId),
      orderId: String(open.orderId),
      orderNumber: open.orderNumber,
      priceFen: open.priceFen,
      status: open.status,
      record: record ? (await this.records(ctx, [record]))(record) : null,
      createdAt: open.createdAt,
    };
  }

  async records(ctx: RequestContext, records: readonly LuckyDrawRecord[]) {
    const titles = await this.service.activityTitles(
      ctx,
      records.map((record) => record.activityId),
    );
    return (record: LuckyDrawRecord): LuckyDrawRecordNode => toRecordNode(record, titles.get(record.activityId) ?? '');
  }
}

function toProgressNode(progress: LuckyDrawProgress | undefined, view: LuckyDrawView): LuckyDrawProgressNode {
  return {
    records: progress?.records ?? 0,
    participants: progress?.participants ?? 0,
    awarded: view.prizes.reduce((sum, prize) => sum + (prize.initialStock - prize.stock), 0),
    prizesLeft: view.prizes.reduce((sum, prize) => sum + prize.stock, 0),
  };
}

export function toRecordNode(record: LuckyDrawRecord, activityTitle: string): LuckyDrawRecordNode {
  const id = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));
  return {
    id: String(record.id),
    drawKind: record.drawKind,
    activityId: String(record.activityId),
    activityTitle,
    prizeId: String(record.prizeId),
    prizeKind: record.prizeKind,
    prizeTitle: record.prizeTitle,
    productId: id(record.productId),
    couponId: id(record.couponId),
    points: record.points ?? null,
    orderId: id(record.orderId),
    orderNumber: record.orderNumber ?? null,
    status: record.status,
    createdAt: record.createdAt,
  };
}

@Resolver()
export class LuckyDrawsResolver {
  private readonly nodes: LuckyDrawNodes;

  constructor(private readonly service: LuckyDrawsService) {
    this.nodes = new LuckyDrawNodes(service);
  }

  @Query(() => [FreeOrderCampaignNode], { description: 'Free-order campaigns running or coming, newest first.' })
  async freeOrderCampaigns(@Ctx() { ctx }: GraphQLContext): Promise<FreeOrderCampaignNode[]> {
    return this.nodes.campaigns(ctx, await this.service.list(ctx, LuckyDrawKind.FREE_ORDER));
  }

  @Query(() => [BlindBoxNode], { description: 'Blind boxes running or coming, newest first, odds published.' })
  async blindBoxes(@Ctx() { ctx }: GraphQLContext): Promise<BlindBoxNode[]> {
    return this.nodes.boxes(ctx, await this.service.list(ctx, LuckyDrawKind.BLIND_BOX));
  }

  @Query(() => BlindBoxNode, { description: 'One blind box with its prizes and their published odds.' })
  async blindBox(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the blind box.' }) id: string,
  ): Promise<BlindBoxNode> {
    const view = await this.service.one(ctx, LuckyDrawKind.BLIND_BOX, parseId(id, ['id']));
    return (await this.nodes.boxes(ctx, [view]))[0]!;
  }

  @Query(() => LuckyDrawRecordConnection, { description: "The signed-in user's claims and opens, newest first." })
  async myLuckyDrawPrizes(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<LuckyDrawRecordConnection> {
    const page = await this.service.myPrizes(ctx, pageRequest(first ?? undefined, after));
    return toConnection(page, await this.nodes.records(ctx, page.items));
  }

  @Mutation(() => ClaimFreeOrderPayload, {
    description: "Claims a free part with one of today's free chances: a prize order (price 0, paid) to the address.",
  })
  claimFreeOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ClaimFreeOrderInput, { description: "The operation's fields; see the input type." })
    input: ClaimFreeOrderInput,
  ) {
    return withUserErrors(ctx.locale, async () => {
      const record = await this.service.claimFreeOrder(ctx, {
        partId: parseId(input.partId, ['input', 'partId']),
        addressId: optionalId(input.addressId, ['input', 'addressId']),
        idempotencyKey: input.idempotencyKey,
      });
      return { record: (await this.nodes.records(ctx, [record]))(record) };
    });
  }

  @Mutation(() => OpenBlindBoxPayload, {
    description: "Opens a blind box with one of today's opens; answers the prize.",
  })
  openBlindBox(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => OpenBlindBoxInput, { description: "The operation's fields; see the input type." })
    input: OpenBlindBoxInput,
  ) {
    return withUserErrors(ctx.locale, async () => {
      const record = await this.service.openBlindBox(ctx, {
        id: parseId(input.id, ['input', 'id']),
        addressId: optionalId(input.addressId, ['input', 'addressId']),
        idempotencyKey: input.idempotencyKey,
      });
      return { record: (await this.nodes.records(ctx, [record]))(record) };
    });
  }

  @Query(() => BlindBoxPaidOpenNode, {
    description: "The signed-in user's paid blind-box open of an order, with the prize once the order is paid.",
  })
  async blindBoxPaidOpen(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('orderId', () => ID, { description: 'ID of the order that pays for the open.' }) orderId: string,
  ): Promise<BlindBoxPaidOpenNode> {
    return this.nodes.paidOpen(ctx, await this.service.paidOpen(ctx, parseId(orderId, ['orderId'])));
  }

  @Mutation(() => BuyBlindBoxOpenPayload, {
    description:
      "Buys one open of a paid blind box with one of today's opens: an order to pay with any method within the " +
      'payment window. Paying it opens the box; if it ends unpaid the open is given back.',
  })
  buyBlindBoxOpen(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => BuyBlindBoxOpenInput, { description: "The operation's fields; see the input type." })
    input: BuyBlindBoxOpenInput,
  ) {
    return withUserErrors(ctx.locale, async () => {
      const open = await this.service.buyBlindBoxOpen(ctx, {
        id: parseId(input.id, ['input', 'id']),
        idempotencyKey: input.idempotencyKey,
      });
      return { paidOpen: await this.nodes.paidOpen(ctx, open) };
    });
  }

  @Mutation(() => OpenBlindBoxPayload, { description: 'Places the prize order of a part won that is still waiting.' })
  receiveLuckyDrawPrize(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ReceiveLuckyDrawPrizeInput, { description: "The operation's fields; see the input type." })
    input: ReceiveLuckyDrawPrizeInput,
  ) {
    return withUserErrors(ctx.locale, async () => {
      const record = await this.service.receivePrize(
        ctx,
        parseId(input.recordId, ['input', 'recordId']),
        parseId(input.addressId, ['input', 'addressId']),
      );
      return { record: (await this.nodes.records(ctx, [record]))(record) };
    });
  }

  // Staff

  @Query(() => [StaffLuckyDrawNode], {
    description: 'Staff (activity.view): free-order campaigns or blind boxes, newest first, with progress.',
  })
  async staffLuckyDraws(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('kind', () => LuckyDrawKind, { description: 'Which kind to list.' }) kind: LuckyDrawKind,
  ): Promise<StaffLuckyDrawNode[]> {
    return this.nodes.staff(ctx, await this.service.staffList(ctx, kind));
  }

  @Mutation(() => StaffLuckyDrawPayload, { description: 'Staff (activity.manage): a new free-order campaign.' })
  createFreeOrderCampaign(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreateFreeOrderCampaignInput, { description: "The operation's fields; see the input type." })
    input: CreateFreeOrderCampaignInput,
  ) {
    return this.saved(ctx, () => this.service.create(ctx, LuckyDrawKind.FREE_ORDER, luckyDrawInputOf(input)));
  }

  @Mutation(() => StaffLuckyDrawPayload, { description: 'Staff (activity.manage): edits a free-order campaign.' })
  updateFreeOrderCampaign(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdateFreeOrderCampaignInput, { description: "The operation's fields; see the input type." })
    input: UpdateFreeOrderCampaignInput,
  ) {
    return this.saved(ctx, () =>
      this.service.update(ctx, LuckyDrawKind.FREE_ORDER, parseId(input.id, ['input', 'id']), luckyDrawInputOf(input)),
    );
  }

  @Mutation(() => StaffLuckyDrawPayload, { description: 'Staff (activity.manage): a new blind box.' })
  createBlindBox(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreateBlindBoxInput, { description: "The operation's fields; see the input type." })
    input: CreateBlindBoxInput,
  ) {
    return this.saved(ctx, () => this.service.create(ctx, LuckyDrawKind.BLIND_BOX, luckyDrawInputOf(input)));
  }

  @Mutation(() => StaffLuckyDrawPayload, { description: 'Staff (activity.manage): edits a blind box.' })
  updateBlindBox(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdateBlindBoxInput, { description: "The operation's fields; see the input type." })
    input: UpdateBlindBoxInput,
  ) {
    return this.saved(ctx, () =>
      this.service.update(ctx, LuckyDrawKind.BLIND_BOX, parseId(input.id, ['input', 'id']), luckyDrawInputOf(input)),
    );
  }

  private saved(ctx: RequestContext, save: () => Promise<LuckyDrawView>) {
    return withUserErrors(ctx.locale, async () => {
      const view = await save();
      return { luckyDraw: (await this.nodes.staff(ctx, [view]))[0]! };
    });
  }
}
