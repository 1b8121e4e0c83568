import type { GroupBuysDependencies } from './group-buy-context.js';
import { GroupBuyJoining } from './group-buy-joining.js';
import { GroupBuyLifecycle } from './group-buy-lifecycle.js';
import { GroupBuyOffers } from './group-buy-offers.js';
import { GroupBuyQueries } from './group-buy-queries.js';
import type { GroupBuyFlow } from './group-buys.states.js';

export type { GroupBuyOrderForm, GroupBuyOrderPlaced } from './group-buy-joining.js';
export type {
  GroupBuyOfferForm,
  GroupBuyOfferChanges,
  GroupBuyOfferView,
  GroupBuyProgress,
} from './group-buy-offers.js';
export type { GroupBuyView, GroupBuyMemberView, OpenGroupView } from './group-buy-queries.js';

/**
 * The group-buys module's one entry point: staff's offers, starting and joining groups, reading them, and the
 * groups' life (completion on the N-th payment, cancellation with refunds at the deadline or the activity's end),
 * each in its own file, all moving groups through the one group flow (`group-buys.states.ts`).
 */
export class GroupBuysService {
  readonly flow: GroupBuyFlow;
  private readonly lifecycle: GroupBuyLifecycle;
  private readonly offers: GroupBuyOffers;
  private readonly joining: GroupBuyJoining;
  private readonly queries: GroupBuyQueries;

  constructor(deps: GroupBuysDependencies) {
    this.lifecycle = new GroupBuyLifecycle(deps);
    this.flow = this.lifecycle.flow;
    const context = { deps, flow: this.flow };
    this.offers = new GroupBuyOffers(context);
    this.joining = new GroupBuyJoining(context, this.lifecycle);
    this.queries = new GroupBuyQueries(context, this.offers);
  }

  // Staff
  createOffer: GroupBuyOffers['create'] = (...args) => this.offers.create(...args);
  updateOffer: GroupBuyOffers['update'] = (...args) => this.offers.update(...args);
  staffOffers: GroupBuyOffers['staffList'] = (...args) => this.offers.staffList(...args);
  progress: GroupBuyOffers['progress'] = (...args) => this.offers.progress(...args);
  // Shoppers
  offerList: GroupBuyOffers['shopperList'] = (...args) => this.offers.shopperList(...args);
  openGroups: GroupBuyQueries['openGroups'] = (...args) => this.queries.openGroups(...args);
  group: GroupBuyQueries['group'] = (...args) => this.queries.group(...args);
  start: GroupBuyJoining['start'] = (...args) => this.joining.start(...args);
  join: GroupBuyJoining['join'] = (...args) => this.joining.join(...args);
  // The shop's own
  deadlinePassed: GroupBuyLifecycle['deadlinePassed'] = (...args) => this.lifecycle.deadlinePassed(...args);
  resumeDeadlines: GroupBuyLifecycle['resumeDeadlines'] = () => this.lifecycle.resumeDeadlines();
}
