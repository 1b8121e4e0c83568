import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import { ChatSystemEvent, Conversation, ConversationState } from './chat.entities.js';

/** The events of a support conversation. Opening one (or writing into a closed one) creates it WAITING. */
export const ConversationEvent = {
  /** An agent takes a waiting conversation. */
  CLAIM: 'CLAIM',
  /** The claiming agent hands it back to the queue. */
  TRANSFER: 'TRANSFER',
  /** The claiming agent hands it straight to another support agent. */
  HAND_OVER: 'HAND_OVER',
  /** The customer or the claiming agent ends it. */
  CLOSE: 'CLOSE',
} as const;
export type ConversationEvent = (typeof ConversationEvent)[keyof typeof ConversationEvent];

export type ConversationEffect =
  /** A system line in the conversation saying what happened (clients word it in the reader's language). */
  | 'systemLine'
  /** After commit: the line and the new state to the participants (and the agent it left), and the staff queue. */
  | 'publish';

const S = ConversationState;
const E = ConversationEvent;
const agent = { permission: 'chat.handle' } as const;

/**
 * THE conversation flow. An agent's events also require the conversation to be theirs (the `guard` of the
 * UPDATE names the claiming agent), so two agents racing for one conversation cannot both win.
 */
export const conversationTransitions: readonly FlowTransition<
  ConversationState,
  ConversationEvent,
  ConversationEffect,
  Permission
>[] = [
  {
    event: E.CLAIM,
    from: [S.WAITING],
    to: S.ACTIVE,
    by: [agent],
    effects: ['systemLine', 'publish'],
    notAllowed: 'CHAT_ALREADY_CLAIMED',
  },
  { event: E.TRANSFER, from: [S.ACTIVE], to: S.WAITING, by: [agent], effects: ['systemLine', 'publish'] },
  { event: E.HAND_OVER, from: [S.ACTIVE], to: S.ACTIVE, by: [agent], effects: ['systemLine', 'publish'] },
  {
    event: E.CLOSE,
    from: [S.WAITING, S.ACTIVE],
    to: S.CLOSED,
    by: ['owner', agent],
    effects: ['systemLine', 'publish'],
    notAllowed: 'CHAT_CONVERSATION_CLOSED',
  },
];

/** The system line each event writes. */
export const systemEventOf: Record<ConversationEvent, ChatSystemEvent> = {
  CLAIM: ChatSystemEvent.CLAIMED,
  TRANSFER: ChatSystemEvent.TRANSFERRED,
  HAND_OVER: ChatSystemEvent.TRANSFERRED,
  CLOSE: ChatSystemEvent.CLOSED,
};

export type ConversationFlow = Flow<Conversation, ConversationState, ConversationEvent, ConversationEffect, Permission>;
export type ConversationChange = FlowChange<Conversation, ConversationState, ConversationEvent, Permission>;

export function createConversationFlow(
  effects: Record<ConversationEffect, (change: ConversationChange) => Promise<void>>,
) {
  const flow: ConversationFlow = new Flow({
    name: 'chat conversation',
    entity: Conversation,
    stateField: 'status',
    ownerOf: (conversation) => conversation.customer.id,
    transitions: conversationTransitions,
    notAllowed: 'CHAT_TRANSITION_NOT_ALLOWED',
    effects,
  });
  return flow;
}
