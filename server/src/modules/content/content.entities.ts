import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { LocalizedText } from '../../platform/i18n/index.js';

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

export const Announcement = defineEntity({
  name: 'Announcement',
  tableName: 'announcement',
  properties: {
    id: p.integer().primary(),
    title: p.json<LocalizedText>(),
    body: p.json<LocalizedText>(),
    publishedAt: p.datetime().index(),
  },
});
export type Announcement = InferEntity<typeof Announcement>;

export const Article = defineEntity({
  name: 'Article',
  tableName: 'article',
  properties: {
    id: p.integer().primary(),
    title: p.json<LocalizedText>(),
    summary: p.json<LocalizedText>(),
    body: p.json<LocalizedText>(),
    publishedAt: p.datetime().index(),
  },
});
export type Article = InferEntity<typeof Article>;

export const contentEntities = [Channel, Announcement, Article];
