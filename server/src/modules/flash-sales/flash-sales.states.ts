import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import { FlashSaleReminder, FlashSaleReminderStatus } from './flash-sales.entities.js';

/** The events of a flash-sale reminder. The first "remind me" creates it in SET. */
export const FlashSaleReminderEvent = {
  /** The shopper sets again a reminder they cancelled. */
  SET: 'SET',
  /** The shopper cancels it (the page warns that they may miss the sale). */
  CANCEL: 'CANCEL',
  /** The job 3 minutes before the start sends it as a message (spec §9). */
  SEND: 'SEND',
} as const;
export type FlashSaleReminderEvent = (typeof FlashSaleReminderEvent)[keyof typeof FlashSaleReminderEvent];

/** SEND puts the message into the shopper's message center, in the transition's transaction. */
export type FlashSaleReminderEffect = 'notifyShopper';

/** THE flash-sale reminder flow (spec §4: flash-sale reminder set or cancelled). */
export const flashSaleReminderTransitions: readonly FlowTransition<
  FlashSaleReminderStatus,
  FlashSaleReminderEvent,
  FlashSaleReminderEffect,
  Permission
>[] = [
  {
    event: FlashSaleReminderEvent.SET,
    from: [FlashSaleReminderStatus.CANCELLED],
    to: FlashSaleReminderStatus.SET,
    by: ['owner'],
    notAllowed: 'FLASH_SALE_REMINDER_ALREADY_SET',
  },
  {
    event: FlashSaleReminderEvent.CANCEL,
    from: [FlashSaleReminderStatus.SET],
    to: FlashSaleReminderStatus.CANCELLED,
    by: ['owner'],
  },
  {
    event: FlashSaleReminderEvent.SEND,
    from: [FlashSaleReminderStatus.SET],
    to: FlashSaleReminderStatus.SENT,
    by: ['system'],
    effects: ['notifyShopper'],
  },
];

export type FlashSaleReminderFlow = Flow<
  FlashSaleReminder,
  FlashSaleReminderStatus,
  FlashSaleReminderEvent,
  FlashSaleReminderEffect,
  Permission
>;
export type FlashSaleReminderChange = FlowChange<
  FlashSaleReminder,
  FlashSaleReminderStatus,
  FlashSaleReminderEvent,
  Permission
>;

export function createFlashSaleReminderFlow(
  effects: Record<FlashSaleReminderEffect, (change: FlashSaleReminderChange) => Promise<void>>,
): FlashSaleReminderFlow {
  return new Flow({
    name: 'flash-sale reminder',
    entity: FlashSaleReminder,
    stateField: 'status',
    ownerOf: (reminder) => reminder.user.id,
    transitions: flashSaleReminderTransitions,
    notAllowed: 'FLASH_SALE_REMINDER_NOT_SET',
    effects,
  });
}
