import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { activityEntities } from './activities.entities.js';
import { ActivitiesResolver } from './activities.graphql.js';
import { ActivitiesService } from './activities.service.js';

interface ActivitiesModuleDependencies {
  clock: Clock;
  jobs: JobScheduler;
  pubSub: PubSub;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
}

/** The lifecycle every live activity shares; flash sales, group buys, bargains and lucky draws build on it. */
export const activitiesModule = defineModule({
  name: 'activities',
  requires: [],
  entities: activityEntities,
  createServices: (deps: ActivitiesModuleDependencies) => ({
    activities: new ActivitiesService({
      clock: deps.clock,
      jobs: deps.jobs,
      pubSub: deps.pubSub,
      afterCommit: deps.afterCommit,
      forkEm: deps.forkEm,
    }),
  }),
  resolvers: ({ activities }) => [new ActivitiesResolver(activities)],
});
