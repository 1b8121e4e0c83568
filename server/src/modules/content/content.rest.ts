import { z } from 'zod';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { toChannelNode } from './content.graphql.js';
import type { ContentService } from './content.service.js';

const contactInfo = z.object({
  id: z.string(),
  telephone: z.string(),
  phone: z.string(),
  email: z.string(),
  addressZh: z.string().describe('Address in Chinese'),
  addressEn: z.string().describe('Address in English'),
});

export function contentRoutes(content: ContentService) {
  return [
    defineRoute({
      method: 'GET',
      path: '/channel/get',
      tag: 'content',
      summary: "The site's contact info (telephone, phone, e-mail, Chinese and English address)",
      query: z.object({
        id: z
          .string()
          .regex(/^\d{1,15}$/)
          .describe('Channel id; the site reads 2421'),
      }),
      data: contactInfo,
      handle: async (ctx, { query }) => toChannelNode(await content.getChannel(ctx, parseId(query.id, ['id']))),
    }),
  ];
}
