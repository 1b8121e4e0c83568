import type { FlowActor } from '../flows/flow.js';
import { requireUser, type RequestContext } from './context.js';
import { can, type ApiKeyScope, type Permission } from './permissions.js';

/**
 * The signed-in user as a flow sees them: their id and what their roles permit. UNAUTHENTICATED without a session,
 * so a visitor is sent to log in before any flow looks at the subject. `keyScope` opens the flow to API keys holding it.
 */
export function actorOf(ctx: RequestContext, keyScope?: ApiKeyScope): FlowActor<Permission> & { kind: 'user' } {
  const user = requireUser(ctx, keyScope);
  return { kind: 'user', userId: Number(user.id), can: (permission) => can(user, permission) };
}
