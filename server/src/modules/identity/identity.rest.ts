import { z } from 'zod';
import { requireUser } from '../../platform/auth/index.js';
import { defineRoute } from '../../rest/route.js';

export function identityRoutes() {
  return [
    defineRoute({
      method: 'POST',
      path: '/user/info',
      tag: 'user',
      summary: 'The signed-in user; code -202 without a valid session',
      data: z.object({ id: z.string(), nickName: z.string() }),
      handle: async (ctx) => {
        const user = requireUser(ctx);
        return { id: user.id, nickName: user.displayName };
      },
    }),
  ];
}
