import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode } from '../../platform/graphql/user-errors.js';
import { OrderNode } from '../orders/orders.graphql.js';
import { FlashSaleState } from './flash-sale-rules.js';
import type { FlashSaleItemView, FlashSalePartView, FlashSaleSessionView } from './flash-sale-views.js';
import { ActivityStatus, FlashSaleReminderStatus } from './flash-sales.entities.js';

registerEnumType(FlashSaleState, {
  name: 'FlashSaleState',
  description: 'What a shopper sees of a session or an item (spec §4); PAUSED: paused or abnormal, nothing sells.',
  valuesConfig: {
    NOT_STARTED: { description: 'The sale has not begun; a reminder can be set.' },
    ON_SALE: { description: 'On sale now.' },
    SOLD_OUT: { description: 'Every unit is taken.' },
    PAUSED: { description: 'Paused or abnormal: nothing sells.' },
    ENDED: { description: 'The sale is over.' },
  },
});
registerEnumType(FlashSaleReminderStatus, {
  name: 'FlashSaleReminderStatus',
  description: 'Spec §4: set or cancelled; SENT once the message went out 3 minutes before the start.',
  valuesConfig: {
    SET: { description: 'A reminder is set.' },
    CANCELLED: { description: 'The shopper cancelled the reminder.' },
    SENT: { description: 'The reminder message went out 3 minutes before the start.' },
  },
});

@ObjectType('FlashSalePart', { simpleResolvers: true, description: 'The part an item sells (its page: /goods/:id).' })
export class FlashSalePartNode implements FlashSalePartView {
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: "Name of the part's maker." }) brandName!: string;
  @Field(() => String, { description: 'Package of the part (e.g. SOT-23, 0603).' }) package!: string;
  @Field(() => String, { description: "URL of the part's main image." }) imageUrl!: string;
}

@ObjectType('FlashSaleItem', { simpleResolvers: true, description: 'One part of a flash-sale session.' })
export class FlashSaleItemNode implements FlashSaleItemView {
  @Field(() => ID, { description: 'ID of the flash sale item.' }) id!: string;
  @Field(() => FlashSalePartNode, { description: 'The part sold.' }) part!: FlashSalePartNode;
  @Field(() => Money, { description: 'The sale price, 0.0001 yuan.' }) salePriceMilli!: number;
  @Field(() => Money, { description: 'The list price (struck through), 0.0001 yuan.' }) listPriceMilli!: number;
  @Field(() => Int, { description: 'Units the sale offers.' }) stock!: number;
  @Field(() => Int, { description: 'Units taken by live orders.' }) sold!: number;
  @Field(() => Int, { description: 'Units still on sale.' }) remaining!: number;
  @Field(() => Int, { description: 'Whole percent of the units taken (the sold share).' }) soldPercent!: number;
  @Field(() => Int, { description: 'Most units one buyer may hold of this item.' }) perUserLimit!: number;
  @Field(() => FlashSaleState, { description: 'Where it stands now; see `FlashSaleState`.' }) state!: FlashSaleState;
  @Field(() => Int, {
    nullable: true,
    description:
      "The viewer's units in live orders; null for visitors and in flashSaleChanged (do not select it there).",
  })
  myBought!: number | null;
}

@ObjectType('FlashSaleSession', {
  simpleResolvers: true,
  description: 'A flash-sale session: an activity of kind FLASH_SALE with its items; count down with serverTime.',
})
export class FlashSaleSessionNode implements FlashSaleSessionView {
  @Field(() => ID, { description: "The activity's id." }) id!: string;
  @Field(() => String, { description: 'Name of the session buyers see.' }) title!: string;
  @Field(() => ActivityStatus, { description: 'Where it stands now; see `ActivityStatus`.' }) status!: ActivityStatus;
  @Field(() => FlashSaleState, { description: 'Where it stands now; see `FlashSaleState`.' }) state!: FlashSaleState;
  @Field(() => Date, { description: 'When it starts.' }) startsAt!: Date;
  @Field(() => Date, { description: 'When it ends.' }) endsAt!: Date;
  @Field(() => String, { nullable: true, description: 'Why the shop marked it abnormal, if it did.' })
  abnormalReason!: string | null;
  @Field(() => [FlashSaleItemNode], { description: 'The parts the session sells.' }) items!: FlashSaleItemNode[];
  @Field(() => FlashSaleReminderStatus, {
    nullable: true,
    description: "The viewer's reminder; null for none, for visitors and in flashSaleChanged (do not select it there).",
  })
  myReminder!: FlashSaleReminderStatus | null;
}

@ObjectType('FlashSaleSessionPayload', {
  description:
    'What `setFlashSaleReminder`, `cancelFlashSaleReminder` answer: the result, or `userErrors` saying why it did not go through.',
})
export class FlashSaleSessionPayload {
  @Field(() => FlashSaleSessionNode, {
    nullable: true,
    description: 'The session after the change; null when `userErrors` is not empty.',
  })
  session?: FlashSaleSessionNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('BuyFlashSalePayload', {
  description: 'What `buyFlashSale` answers: the result, or `userErrors` saying why it did not go through.',
})
export class BuyFlashSalePayload {
  @Field(() => OrderNode, { nullable: true, description: 'The order to pay within the flash-sale payment window.' })
  order?: OrderNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@InputType('FlashSaleItemInput', {
  description: 'Input of `CreateFlashSaleSessionInput.items`, `UpdateFlashSaleSessionInput.items`.',
})
export class FlashSaleItemInput {
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => Money, { description: 'Above 0 and below the list price, 0.0001 yuan.' }) salePriceMilli!: number;
  @Field(() => Int, { description: '1 to 100,000 units.' }) stock!: number;
  @Field(() => Int, { description: 'Between 1 and the stock.' }) perUserLimit!: number;
}

@InputType('CreateFlashSaleSessionInput', { description: 'Input of `createFlashSaleSession`.' })
export class CreateFlashSaleSessionInput {
  @Field(() => String, { description: '1 to 100 characters, e.g. "10:00 session".' }) title!: string;
  @Field(() => Date, { description: 'When it starts.' }) startsAt!: Date;
  @Field(() => Date, { description: 'When it ends.' }) endsAt!: Date;
  @Field(() => [FlashSaleItemInput], { description: '1 to 50 items, each part once.' }) items!: FlashSaleItemInput[];
}

@InputType('UpdateFlashSaleSessionInput', { description: 'Input of `updateFlashSaleSession`.' })
export class UpdateFlashSaleSessionInput {
  @Field(() => ID, { description: 'ID of the flash sale session.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'New name of the session; null keeps it.' }) title?:
    string | null;
  @Field(() => Date, { nullable: true, description: 'Only before the session starts.' }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Only before the session starts.' }) endsAt?: Date | null;
  @Field(() => [FlashSaleItemInput], { nullable: true, description: 'Replaces the items; only before the start.' })
  items?: FlashSaleItemInput[] | null;
}
