import { FEEDBACK_CONTACT_MAX } from '@circuitmart/rules/text-limits';
import { z } from 'zod';
import { parseId } from '../../platform/graphql/ids.js';
import { pageSize } from '../../platform/graphql/connection.js';
import { defineRoute } from '../../rest/route.js';
import { FaqCategory, FeedbackType } from './content.entities.js';
import { toChannelNode, toFeedbackNode } from './content-nodes.graphql.js';
import { ContentKind, type ContentService, type ContentView } from './content.service.js';
import { FEEDBACK_MAX_SCREENSHOTS } from '@circuitmart/rules/feedback-rules';

const contactInfo = z.object({
  id: z.string(),
  telephone: z.string(),
  phone: z.string(),
  email: z.string(),
  addressZh: z.string().describe('Address in Chinese'),
  addressEn: z.string().describe('Address in English'),
});

const contentItem = z.object({
  id: z.string(),
  title: z.string().describe("In the request's language (else en-US, else zh-CN); plain text"),
  summary: z.string().describe('Articles: plain-text teaser; empty for other kinds'),
  body: z.string().describe('Plain text of the body'),
  bodyHtml: z.string().describe('Sanitized HTML of the body'),
  category: z.enum(FaqCategory).nullable().describe('FAQ entries only'),
  publishedAt: z.string().nullable().describe('ISO 8601 time'),
});

const contentList = z.object({ items: z.array(contentItem), totalCount: z.number().int() });

const feedback = z.object({
  id: z.string(),
  type: z.enum(FeedbackType),
  content: z.string().describe('Plain text, escape it'),
  screenshotUrls: z.array(z.string()),
  contact: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601 time'),
  reply: z.string().nullable().describe('Staff reply, plain text'),
  repliedAt: z.string().nullable(),
});

const idQuery = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .describe('Item id'),
});
const pageQuery = z.object({
  first: z.coerce.number().int().optional().describe('Page size, default 20, clamped to 1..100'),
  offset: z.coerce.number().int().min(0).optional().describe('Items to skip'),
});

function toRestItem(view: ContentView): z.infer<typeof contentItem> {
  return {
    id: String(view.id),
    title: view.title,
    summary: view.summary,
    body: view.body,
    bodyHtml: view.bodyHtml,
    category: view.category,
    publishedAt: view.publishedAt?.toISOString() ?? null,
  };
}

function toRestFeedback(item: Parameters<typeof toFeedbackNode>[0]): z.infer<typeof feedback> {
  const node = toFeedbackNode(item);
  return { ...node, createdAt: node.createdAt.toISOString(), repliedAt: node.repliedAt?.toISOString() ?? null };
}

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
    defineRoute({
      method: 'GET',
      path: '/announcement/list',
      tag: 'content',
      summary: 'Published announcements, newest first; code -202 without a session',
      query: pageQuery,
      data: contentList,
      handle: async (ctx, { query }) => {
        const page = await content.announcements(ctx, pageSize(query.first), query.offset ?? 0);
        return { items: page.items.map(toRestItem), totalCount: page.totalCount };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/announcement/detail',
      tag: 'content',
      summary: 'One published announcement (open to visitors)',
      query: idQuery,
      data: contentItem,
      handle: async (ctx, { query }) =>
        toRestItem(await content.publishedItem(ctx, ContentKind.ANNOUNCEMENT, parseId(query.id, ['id']))),
    }),
    defineRoute({
      method: 'GET',
      path: '/article/list',
      tag: 'content',
      summary: 'Published news articles, newest first',
      query: pageQuery,
      data: contentList,
      handle: async (ctx, { query }) => {
        const page = await content.articles(ctx, pageSize(query.first), query.offset ?? 0);
        return { items: page.items.map(toRestItem), totalCount: page.totalCount };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/article/detail',
      tag: 'content',
      summary: 'One published news article',
      query: idQuery,
      data: contentItem,
      handle: async (ctx, { query }) =>
        toRestItem(await content.publishedItem(ctx, ContentKind.ARTICLE, parseId(query.id, ['id']))),
    }),
    defineRoute({
      method: 'GET',
      path: '/faq/list',
      tag: 'content',
      summary: 'Published help-centre questions, optionally of one category and matching every word of q',
      query: z.object({
        category: z.enum(FaqCategory).optional(),
        q: z.string().max(100).optional().describe('Search words'),
      }),
      data: z.array(contentItem),
      handle: async (ctx, { query }) =>
        (await content.faqs(ctx, { category: query.category, search: query.q })).map(toRestItem),
    }),
    defineRoute({
      method: 'GET',
      path: '/agreement/get',
      tag: 'content',
      summary: 'The registration agreement',
      data: contentItem,
      handle: async (ctx) => toRestItem(await content.agreement(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/feedback/submit',
      tag: 'content',
      summary: `Sends feedback (multipart: fields type, content, contact; up to ${FEEDBACK_MAX_SCREENSHOTS} image files)`,
      // One file more than allowed is read so that a seventh screenshot is refused rather than dropped.
      multipart: { maxFiles: FEEDBACK_MAX_SCREENSHOTS + 1 },
      body: z.object({
        type: z.enum(FeedbackType),
        content: z.string().max(5000).describe('Required, at most 300 characters, no emoji'),
        contact: z.string().max(FEEDBACK_CONTACT_MAX).optional().describe('No Chinese characters'),
      }),
      data: feedback,
      handle: async (ctx, { body, files }) => toRestFeedback(await content.submitFeedback(ctx, body, files)),
    }),
    defineRoute({
      method: 'POST',
      path: '/feedback/list',
      tag: 'content',
      summary: "The signed-in user's feedback with staff replies, newest first; code -202 without a session",
      data: z.array(feedback),
      handle: async (ctx) => (await content.myFeedback(ctx)).map(toRestFeedback),
    }),
  ];
}
