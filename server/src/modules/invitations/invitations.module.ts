import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { NotificationService } from '../messages/notification.service.js';
import { invitationEntities } from './invitations.entities.js';
import { InvitationsResolver } from './invitations.graphql.js';
import { invitationRoutes } from './invitations.rest.js';
import { InvitationsService } from './invitations.service.js';

interface InvitationsModuleDependencies {
  clock: Clock;
  notifications: NotificationService;
  /** The shop's public address for the links in posters (config PUBLIC_URL); unset: a local address. */
  shopUrl?: string | undefined;
}

/** Invitations: code, link and share poster, invitees, and the inviter's reward for an invitee's first order. */
export const invitationsModule = defineModule({
  name: 'invitations',
  requires: ['identity', 'messages'],
  entities: invitationEntities,
  createServices: (deps: InvitationsModuleDependencies) => ({
    invitations: new InvitationsService({
      clock: deps.clock,
      notifications: deps.notifications,
      shopUrl: (deps.shopUrl ?? 'http://localhost:4000').replace(/\/+$/, ''),
    }),
  }),
  resolvers: ({ invitations }) => [new InvitationsResolver(invitations)],
  routes: ({ invitations }) => invitationRoutes(invitations),
});
