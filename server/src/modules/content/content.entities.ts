import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { LocalizedText } from '../../platform/i18n/index.js';
import { User } from '../identity/identity.entities.js';

/** Staff may leave a language out; readers then get en-US, else zh-CN (see `localized`). */
export type PartialLocalizedText = Partial<LocalizedText>;

/** The site's contact channel (the specification reads id 2421). */
export const Channel = defineEntity({
  name: 'Channel',
  tableName: 'channel',
  properties: {
    id: p.integer().primary().autoincrement(false),
    telephone: p.string().length(64),
    phone: p.string().length(64),
    email: p.string().length(128),
    addressZh: p.string().length(255),
    addressEn: p.string().length(255),
  },
});
export type Channel = InferEntity<typeof Channel>;

/** Bodies are HTML, sanitized before they are stored (`sanitizeRichText`). */
export const Announcement = defineEntity({
  name: 'Announcement',
  tableName: 'announcement',
  properties: {
    id: p.integer().primary(),
    title: p.json<PartialLocalizedText>(),
    body: p.json<PartialLocalizedText>(),
    published: p.boolean().default(true),
    /** Set when first published; null for a draft. */
    publishedAt: p.datetime().nullable().index(),
  },
});
export type Announcement = InferEntity<typeof Announcement>;

export const Article = defineEntity({
  name: 'Article',
  tableName: 'article',
  properties: {
    id: p.integer().primary(),
    title: p.json<PartialLocalizedText>(),
    summary: p.json<PartialLocalizedText>(),
    body: p.json<PartialLocalizedText>(),
    published: p.boolean().default(true),
    publishedAt: p.datetime().nullable().index(),
  },
});
export type Article = InferEntity<typeof Article>;

export const FaqCategory = {
  ORDERING: 'ordering',
  PAYMENT: 'payment',
  SHIPPING: 'shipping',
  ACCOUNT: 'account',
} as const;
export type FaqCategory = (typeof FaqCategory)[keyof typeof FaqCategory];

/** One question of the help centre; the title is the question, the body the answer. */
export const FaqEntry = defineEntity({
  name: 'FaqEntry',
  tableName: 'faq_entry',
  properties: {
    id: p.integer().primary(),
    category: p.enum(() => FaqCategory).index(),
    title: p.json<PartialLocalizedText>(),
    body: p.json<PartialLocalizedText>(),
    published: p.boolean().default(true),
    publishedAt: p.datetime().nullable(),
  },
});
export type FaqEntry = InferEntity<typeof FaqEntry>;

/** A standalone document of the site, found by its slug (the registration agreement). */
export const SitePage = defineEntity({
  name: 'SitePage',
  tableName: 'site_page',
  properties: {
    id: p.integer().primary(),
    slug: p.string().length(64).unique(),
    title: p.json<PartialLocalizedText>(),
    body: p.json<PartialLocalizedText>(),
    published: p.boolean().default(true),
    publishedAt: p.datetime().nullable(),
  },
});
export type SitePage = InferEntity<typeof SitePage>;

export const FeedbackType = { BUG: 'bug', SUGGESTION: 'suggestion', ORDER: 'order', OTHER: 'other' } as const;
export type FeedbackType = (typeof FeedbackType)[keyof typeof FeedbackType];

/** Feedback a user sent, with the staff's reply. Content and reply are plain text (escaped when shown). */
export const Feedback = defineEntity({
  name: 'Feedback',
  tableName: 'feedback',
  indexes: [{ properties: ['author', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    author: () => p.manyToOne(User).ref(),
    type: p.enum(() => FeedbackType),
    content: p.text(),
    /** Stored image paths below the uploads folder. */
    screenshots: p.json<string[]>(),
    contact: p.string().length(100).nullable(),
    createdAt: p.datetime(),
    reply: p.text().nullable(),
    repliedAt: p.datetime().nullable(),
    repliedBy: () => p.manyToOne(User).ref().nullable(),
  },
});
export type Feedback = InferEntity<typeof Feedback>;

export const contentEntities = [Channel, Announcement, Article, FaqEntry, SitePage, Feedback];
