import { Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import type { LowStockPart } from './dashboard-sources.js';
import type { DashboardDayView, DashboardFiguresView, DashboardService, DashboardView } from './dashboard.service.js';

@ObjectType('DashboardFigures', { simpleResolvers: true, description: 'A period’s figures (UTC days).' })
export class DashboardFiguresNode {
  @Field(() => Int, { description: 'Orders placed.' }) ordersPlaced!: number;
  @Field(() => Int, { description: 'Of the orders placed, those paid since.' }) ordersPaid!: number;
  @Field(() => Float, { nullable: true, description: 'ordersPaid / ordersPlaced; null when none was placed.' })
  paidShare!: number | null;
  @Field(() => Money, { description: 'Fen paid in the period, whatever day the orders were placed.' })
  revenueFen!: number;
  @Field(() => Int, { description: 'Price inquiries received.' }) inquiriesReceived!: number;
  @Field(() => Int, { description: 'Of the inquiries received, those answered so far.' }) inquiriesReplied!: number;
  @Field(() => Int, { nullable: true, description: 'Mean time from an inquiry to its reply; null: none answered.' })
  averageReplySeconds!: number | null;
  @Field(() => Int, { description: 'Chat conversations opened.' }) chatsOpened!: number;
  @Field(() => Int, { description: 'Of the conversations opened, those an agent claimed.' }) chatsClaimed!: number;
  @Field(() => Int, { nullable: true, description: 'Mean wait from opening to first claim; null: none claimed.' })
  averageChatWaitSeconds!: number | null;
}

@ObjectType('DashboardDay', { simpleResolvers: true, description: 'One UTC day of the dashboard figures.' })
export class DashboardDayNode extends DashboardFiguresNode {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC).' }) date!: string;
}

@ObjectType('LowStockPart', {
  simpleResolvers: true,
  description: 'A part on the shelf whose stock fell below its minimum order quantity.',
})
export class LowStockPartNode {
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: "Name of the part's maker." }) brandName!: string;
  @Field(() => Int, { description: 'Pieces in stock.' }) stock!: number;
  @Field(() => Int, { description: 'Minimum order quantity in pieces.' }) moq!: number;
}

@ObjectType('Dashboard', {
  simpleResolvers: true,
  description: 'How the shop is doing: today and the last 30 days by UTC day, and what waits now.',
})
export class DashboardNode {
  @Field(() => [DashboardDayNode], { description: 'The last 30 days, oldest first; the last one is today.' })
  days!: DashboardDayNode[];
  @Field(() => DashboardDayNode, { description: "Today's figures so far (UTC)." }) today!: DashboardDayNode;
  @Field(() => DashboardFiguresNode, { description: 'The 30 days together.' }) lastDays!: DashboardFiguresNode;
  @Field(() => Int, { description: 'Inquiries waiting for a reply now.' }) unansweredInquiries!: number;
  @Field(() => Int, { description: 'Chat conversations waiting in the queue now.' }) chatsWaiting!: number;
  @Field(() => Int, { nullable: true, description: 'How long the longest waiting conversation waits.' })
  longestChatWaitSeconds!: number | null;
  @Field(() => Int, { description: 'On-shelf parts whose stock cannot fill their minimum order.' })
  lowStockTotal!: number;
  @Field(() => [LowStockPartNode], { description: 'The first 20 of them, fewest pieces first.' })
  lowStockParts!: LowStockPartNode[];
}

const toDayNode = (day: DashboardDayView): DashboardDayNode => Object.assign(new DashboardDayNode(), day);
const toFiguresNode = (figures: DashboardFiguresView): DashboardFiguresNode =>
  Object.assign(new DashboardFiguresNode(), figures);
const toLowStockNode = (part: LowStockPart): LowStockPartNode =>
  Object.assign(new LowStockPartNode(), { ...part, productId: String(part.productId) });

function toDashboardNode(view: DashboardView): DashboardNode {
  return Object.assign(new DashboardNode(), {
    ...view,
    days: view.days.map(toDayNode),
    today: toDayNode(view.today),
    lastDays: toFiguresNode(view.lastDays),
    lowStockParts: view.lowStockParts.map(toLowStockNode),
  });
}

@Resolver()
export class DashboardResolver {
  constructor(private readonly service: DashboardService) {}

  @Query(() => DashboardNode, { description: 'Staff (dashboard.view): the back office’s dashboard.' })
  async dashboard(@Ctx() { ctx }: GraphQLContext): Promise<DashboardNode> {
    return toDashboardNode(await this.service.dashboard(ctx));
  }
}
