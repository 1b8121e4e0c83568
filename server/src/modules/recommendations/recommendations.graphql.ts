import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { ProductNode, toProductNode } from '../catalog/catalog-nodes.graphql.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { MAX_RECOMMENDATIONS, type RecommendationsService } from './recommendations.service.js';

@Resolver()
export class RecommendationsResolver {
  constructor(private readonly recommendations: RecommendationsService) {}

  @Query(() => [ProductNode], {
    description:
      'Recommended for the signed-in shopper from the parts they viewed, keep and ordered; empty for a visitor or with personalised recommendations off.',
  })
  async recommendedParts(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 8, description: `At most ${MAX_RECOMMENDATIONS}.` }) first: number,
    @Arg('excludeProductId', () => ID, { nullable: true, description: 'The part the page shows.' })
    excludeProductId: string | null | undefined,
  ): Promise<ProductNode[]> {
    const exclude = excludeProductId ? parseId(excludeProductId, ['excludeProductId']) : null;
    const parts = await this.recommendations.recommendedFor(ctx, first, exclude);
    return parts.map((part) => toProductNode(part, ctx.locale));
  }
}
