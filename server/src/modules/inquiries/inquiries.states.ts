import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import { Inquiry, InquiryState } from './inquiries.entities.js';

/** The events of a price inquiry. Sending one creates it in PENDING. */
export const InquiryEvent = {
  /** A sales specialist takes a pending inquiry to answer it; the state stays PENDING. */
  CLAIM: 'CLAIM',
  /** The answer: text, quoted lines valid to a date, files; an unclaimed inquiry is claimed by it. */
  REPLY: 'REPLY',
} as const;
export type InquiryEvent = (typeof InquiryEvent)[keyof typeof InquiryEvent];

/** REPLY tells the buyer in their message center, in the reply's transaction. */
export type InquiryEffect = 'notifyBuyer';

/** THE inquiry flow (spec §3 Inquiry: pending, replied). */
export const inquiryTransitions: readonly FlowTransition<InquiryState, InquiryEvent, InquiryEffect, Permission>[] = [
  { event: InquiryEvent.CLAIM, from: [InquiryState.PENDING], to: null, by: [{ permission: 'inquiry.claim' }] },
  {
    event: InquiryEvent.REPLY,
    from: [InquiryState.PENDING],
    to: InquiryState.REPLIED,
    by: [{ permission: 'inquiry.quote' }],
    effects: ['notifyBuyer'],
  },
];

export type InquiryFlow = Flow<Inquiry, InquiryState, InquiryEvent, InquiryEffect, Permission>;
export type InquiryChange = FlowChange<Inquiry, InquiryState, InquiryEvent, Permission>;

export function createInquiryFlow(effects: Record<InquiryEffect, (change: InquiryChange) => Promise<void>>) {
  const flow: InquiryFlow = new Flow({
    name: 'inquiry',
    entity: Inquiry,
    stateField: 'status',
    ownerOf: (inquiry) => inquiry.user.id,
    transitions: inquiryTransitions,
    notAllowed: 'INQUIRY_ALREADY_REPLIED',
    effects,
  });
  return flow;
}
