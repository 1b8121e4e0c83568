import { actorOf, requirePermission } from '../../platform/auth/index.js';
import { AfterSaleActions } from './after-sale-actions.js';
import { AfterSaleApplications } from './after-sale-applications.js';
import type { AfterSalesContext, AfterSalesDependencies } from './after-sale-context.js';
import { AfterSaleDeadlines } from './after-sale-deadlines.js';
import { createWiredAfterSaleFlow } from './after-sale-effects.js';
import { AfterSaleQueries, type AfterSaleView } from './after-sale-queries.js';
import type { AfterSaleFlow } from './after-sales.states.js';

export type { AfterSaleView, StaffAfterSaleFilter } from './after-sale-queries.js';
export type { AfterSaleForm, AfterSaleOptionsView } from './after-sale-applications.js';

/**
 * The after-sales module's one entry point: applying, the buyer's and staff's moves, the return deadline and
 * reading, each in its own file and all moving requests through the one after-sales flow (`after-sales.states.ts`).
 */
export class AfterSalesService {
  readonly flow: AfterSaleFlow;
  private readonly applications: AfterSaleApplications;
  private readonly actions: AfterSaleActions;
  private readonly queries: AfterSaleQueries;
  private readonly deadlines: AfterSaleDeadlines;

  constructor(deps: AfterSalesDependencies) {
    this.flow = createWiredAfterSaleFlow(deps);
    const context: AfterSalesContext = { deps, flow: this.flow };
    this.applications = new AfterSaleApplications(context);
    this.actions = new AfterSaleActions(context);
    this.queries = new AfterSaleQueries(context);
    this.deadlines = new AfterSaleDeadlines(context);
  }

  // Applying
  options: AfterSaleApplications['options'] = (...args) => this.applications.options(...args);
  quote: AfterSaleApplications['quote'] = (...args) => this.applications.quote(...args);
  apply: AfterSaleApplications['apply'] = (...args) => this.applications.apply(...args);
  resubmit: AfterSaleApplications['resubmit'] = (...args) => this.applications.resubmit(...args);
  addProof: AfterSaleApplications['addProof'] = (...args) => this.applications.addProof(...args);
  // The buyer's moves
  cancel: AfterSaleActions['cancel'] = (...args) => this.actions.cancel(...args);
  shipReturn: AfterSaleActions['shipReturn'] = (...args) => this.actions.shipReturn(...args);
  confirmReplacement: AfterSaleActions['confirmReplacement'] = (...args) => this.actions.confirmReplacement(...args);
  // Staff's moves
  approve: AfterSaleActions['approve'] = (...args) => this.actions.approve(...args);
  reject: AfterSaleActions['reject'] = (...args) => this.actions.reject(...args);
  requestProof: AfterSaleActions['requestProof'] = (...args) => this.actions.requestProof(...args);
  receiveReturn: AfterSaleActions['receiveReturn'] = (...args) => this.actions.receiveReturn(...args);
  issueRefund: AfterSaleActions['issueRefund'] = (...args) => this.actions.issueRefund(...args);
  shipReplacement: AfterSaleActions['shipReplacement'] = (...args) => this.actions.shipReplacement(...args);
  cancelPaidOrder: AfterSaleActions['cancelPaidOrder'] = (...args) => this.actions.cancelPaidOrder(...args);
  closePaidActivityOrder: AfterSaleActions['closePaidActivityOrder'] = (...args) =>
    this.actions.closePaidActivityOrder(...args);
  // The deadline
  closeUnshipped: AfterSaleDeadlines['closeUnshipped'] = (...args) => this.deadlines.closeUnshipped(...args);
  resumeDeadlines: AfterSaleDeadlines['resumeDeadlines'] = () => this.deadlines.resumeDeadlines();

  // Reading, as the signed-in viewer sees it
  detail(ctx: Parameters<AfterSaleQueries['detail']>[0], id: number): Promise<AfterSaleView> {
    return this.queries.detail(ctx, id, actorOf(ctx));
  }

  mine(
    ctx: Parameters<AfterSaleQueries['mine']>[0],
    statuses: Parameters<AfterSaleQueries['mine']>[1],
    page: Parameters<AfterSaleQueries['mine']>[2],
  ) {
    return this.queries.mine(ctx, statuses, page, actorOf(ctx));
  }

  staffQueue(
    ctx: Parameters<AfterSaleQueries['staffQueue']>[0],
    filter: Parameters<AfterSaleQueries['staffQueue']>[1],
    page: Parameters<AfterSaleQueries['staffQueue']>[2],
  ) {
    requirePermission(ctx, 'after_sale.view_all');
    return this.queries.staffQueue(ctx, filter, page, actorOf(ctx));
  }
}
