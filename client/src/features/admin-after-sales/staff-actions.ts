import type { AfterSaleAction, Permission } from '../../gql/graphql';

/** The staff decisions on a request; buyer and system events (SHIP_RETURN, SETTLE_REFUND ...) have no button here. */
export type StaffDecision =
  'APPROVE' | 'REJECT' | 'REQUEST_PROOF' | 'RECEIVE_RETURN' | 'ISSUE_REFUND' | 'SHIP_REPLACEMENT';

/**
 * Which decision each flow event is and the permission it needs (the server checks both again). The three approvals
 * are one button: the server fires the one the request's type takes.
 */
const decisionOf: Partial<Record<AfterSaleAction, { decision: StaffDecision; permission: Permission }>> = {
  APPROVE: { decision: 'APPROVE', permission: 'AFTER_SALE_REVIEW' },
  APPROVE_RETURN: { decision: 'APPROVE', permission: 'AFTER_SALE_REVIEW' },
  APPROVE_REPLENISHMENT: { decision: 'APPROVE', permission: 'AFTER_SALE_REVIEW' },
  REJECT: { decision: 'REJECT', permission: 'AFTER_SALE_REVIEW' },
  REQUEST_PROOF: { decision: 'REQUEST_PROOF', permission: 'AFTER_SALE_REVIEW' },
  RECEIVE_RETURN: { decision: 'RECEIVE_RETURN', permission: 'AFTER_SALE_RECEIVE' },
  ISSUE_REFUND: { decision: 'ISSUE_REFUND', permission: 'AFTER_SALE_REFUND' },
  SHIP_REPLACEMENT: { decision: 'SHIP_REPLACEMENT', permission: 'AFTER_SALE_SHIP' },
};

/** The decisions to offer: those the request's state allows now that the viewer's permissions open, once each. */
export function staffDecisions(
  availableActions: readonly AfterSaleAction[],
  permissions: readonly Permission[],
): StaffDecision[] {
  const decisions = new Set<StaffDecision>();
  for (const action of availableActions) {
    const entry = decisionOf[action];
    if (entry && permissions.includes(entry.permission)) decisions.add(entry.decision);
  }
  return [...decisions];
}
