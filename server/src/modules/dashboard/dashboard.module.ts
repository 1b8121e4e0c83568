import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { ChatFigureSource, InquiryFigureSource, LowStockSource, OrderFigureSource } from './dashboard-sources.js';
import { DashboardResolver } from './dashboard.graphql.js';
import { DashboardService } from './dashboard.service.js';

interface DashboardDependencies {
  clock: Clock;
  orderFigures: OrderFigureSource;
  inquiryFigures: InquiryFigureSource;
  chatFigures: ChatFigureSource;
  lowStockParts: LowStockSource;
}

/** The back office's dashboard: no tables of its own, figures from orders, inquiries, chat and catalog. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  requires: ['orders', 'inquiries', 'chat', 'catalog'],
  entities: [],
  createServices: (deps: DashboardDependencies) => ({
    dashboard: new DashboardService(deps.clock, {
      orders: deps.orderFigures,
      inquiries: deps.inquiryFigures,
      chat: deps.chatFigures,
      lowStock: deps.lowStockParts,
    }),
  }),
  resolvers: ({ dashboard }) => [new DashboardResolver(dashboard)],
});
