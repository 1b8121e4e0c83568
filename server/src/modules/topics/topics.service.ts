import type { RequestContext } from '../../platform/auth/index.js';
import type { Locale } from '../../platform/i18n/index.js';
import { ProductStatus, type Product } from '../catalog/catalog.public.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { topics, type TopicDefinition } from './topics.data.js';

export interface TopicView {
  slug: string;
  title: string;
  description: string;
  /** The topic's parts that are on the shelf, in the topic's order. */
  parts: Product[];
}

/** The special topics (`/home/ztzb`): curated part collections, read in the request's language. */
export class TopicsService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly definitions: TopicDefinition[] = topics,
  ) {}

  /** Every topic with its parts, looked up in one catalog query for all of them. */
  async list(ctx: RequestContext): Promise<TopicView[]> {
    const matches = await this.catalog.partsByMpn(ctx, [...new Set(this.definitions.flatMap((topic) => topic.mpns))]);
    const byMpn = new Map(matches.map((match) => [match.query, match.exact]));
    return this.definitions.map((topic) => ({
      slug: topic.slug,
      title: localized(topic.title, ctx.locale),
      description: localized(topic.description, ctx.locale),
      parts: topic.mpns.flatMap((mpn) => {
        const part = byMpn.get(mpn);
        return part && part.status === ProductStatus.ON_SHELF ? [part] : [];
      }),
    }));
  }
}

function localized(texts: Record<Locale, string>, locale: Locale): string {
  return texts[locale];
}
