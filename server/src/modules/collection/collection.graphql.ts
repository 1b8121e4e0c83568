import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { PageInfo, toConnection } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { ProductNode, toProductNode } from '../catalog/catalog.graphql.js';
import type { CollectedPage, CollectionService } from './collection.service.js';

@ObjectType('CollectedProductEdge', { description: 'One saved or visited part, with its cursor.' })
export class CollectedProductEdge {
  @Field(() => String, { description: 'Pass it as `after` to read the items after this one.' }) cursor!: string;
  @Field(() => ProductNode, { description: 'The item.' }) node!: ProductNode;
  @Field(() => Date, { description: 'When the part was saved (favourites) or last visited (footprints).' }) at!: Date;
}

@ObjectType('CollectedProductConnection', {
  description: "Parts of the user's favourites or footprints, latest first.",
})
export class CollectedProductConnection {
  @Field(() => [CollectedProductEdge], { description: 'The items of this page, each with its cursor.' })
  edges!: CollectedProductEdge[];
  @Field(() => PageInfo, {
    description: 'Where this page sits in the whole list: pass `endCursor` as `after` for the next page.',
  })
  pageInfo!: PageInfo;
  @Field(() => Int, { description: 'How many items the whole list has.' }) totalCount!: number;
}

@ObjectType('FavouritePayload', {
  description: 'What `addFavourite` answers: the result, or `userErrors` saying why it did not go through.',
})
export class FavouritePayload {
  @Field(() => ProductNode, {
    nullable: true,
    description: 'The part now in the favourites; null when `userErrors` is not empty.',
  })
  product?: ProductNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('RemoveFavouritePayload', {
  description: 'What `removeFavourite` answers: the result, or `userErrors` saying why it did not go through.',
})
export class RemoveFavouritePayload {
  @Field(() => Boolean, { nullable: true, description: 'False when the part was not a favourite.' })
  removed?: boolean;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('RecordPayload', {
  description:
    'What `recordFootprint`, `recordSearch` answer: the result, or `userErrors` saying why it did not go through.',
})
export class RecordPayload {
  @Field(() => Boolean, {
    nullable: true,
    description: 'True when it was recorded; null when `userErrors` is not empty.',
  })
  recorded?: boolean;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('ClearPayload', {
  description:
    'What `clearFootprints`, `clearSearchHistory` answer: the result, or `userErrors` saying why it did not go through.',
})
export class ClearPayload {
  @Field(() => Int, { nullable: true, description: 'How many entries were removed.' }) clearedCount?: number;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

function toCollectedConnection(page: CollectedPage, ctx: GraphQLContext['ctx']): CollectedProductConnection {
  const connection = toConnection(
    { ...page, items: page.items.map((item) => ({ ...item, id: item.product.id })) },
    (item) => toProductNode(item.product, ctx.locale),
    page.cursorOf,
  );
  return {
    ...connection,
    edges: connection.edges.map((edge, index) => ({ ...edge, at: page.items[index]!.at })),
  };
}

@Resolver()
export class CollectionResolver {
  constructor(private readonly collection: CollectionService) {}

  @Query(() => CollectedProductConnection, { description: "The signed-in user's favourite parts, latest first." })
  async myFavourites(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20, description: 'Page size, at most 100.' }) first: number,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<CollectedProductConnection> {
    return toCollectedConnection(await this.collection.listFavourites(ctx, first, after ?? undefined), ctx);
  }

  @Query(() => CollectedProductConnection, {
    description: 'Parts the signed-in user looked at, latest visit first; the last 100 are kept.',
  })
  async myFootprints(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20, description: 'Page size, at most 100.' }) first: number,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<CollectedProductConnection> {
    return toCollectedConnection(await this.collection.listFootprints(ctx, first, after ?? undefined), ctx);
  }

  @Query(() => [String], { description: "The signed-in user's searches, latest first; the last 20 are kept." })
  mySearchHistory(@Ctx() { ctx }: GraphQLContext): Promise<string[]> {
    return this.collection.searchHistory(ctx);
  }

  @Mutation(() => FavouritePayload, { description: "Adds a part to the signed-in user's favourites." })
  addFavourite(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('productId', () => ID, { description: 'ID of the product.' }) productId: string,
  ): Promise<FavouritePayload> {
    return withUserErrors(ctx.locale, async () => {
      const product = await this.collection.addFavourite(ctx, parseId(productId, ['productId']));
      return { product: toProductNode(product, ctx.locale) };
    });
  }

  @Mutation(() => RemoveFavouritePayload, { description: "Removes a part from the signed-in user's favourites." })
  removeFavourite(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('productId', () => ID, { description: 'ID of the product.' }) productId: string,
  ): Promise<RemoveFavouritePayload> {
    return withUserErrors(ctx.locale, async () => ({
      removed: await this.collection.removeFavourite(ctx, parseId(productId, ['productId'])),
    }));
  }

  @Mutation(() => RecordPayload, { description: 'Notes that the signed-in user looked at a part (footprints).' })
  recordFootprint(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('productId', () => ID, { description: 'ID of the product.' }) productId: string,
  ): Promise<RecordPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.collection.recordFootprint(ctx, parseId(productId, ['productId']));
      return { recorded: true };
    });
  }

  @Mutation(() => ClearPayload, { description: "Deletes the signed-in user's browsing history of parts." })
  clearFootprints(@Ctx() { ctx }: GraphQLContext): Promise<ClearPayload> {
    return withUserErrors(ctx.locale, async () => ({ clearedCount: await this.collection.clearFootprints(ctx) }));
  }

  @Mutation(() => RecordPayload, { description: "Keeps a search in the signed-in user's history." })
  recordSearch(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('query', () => String, { description: 'Text to search for.' }) query: string,
  ): Promise<RecordPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.collection.recordSearch(ctx, query);
      return { recorded: true };
    });
  }

  @Mutation(() => ClearPayload, { description: "Deletes the signed-in user's search history." })
  clearSearchHistory(@Ctx() { ctx }: GraphQLContext): Promise<ClearPayload> {
    return withUserErrors(ctx.locale, async () => ({ clearedCount: await this.collection.clearSearchHistory(ctx) }));
  }
}

@Resolver(() => ProductNode)
export class ProductFavouriteResolver {
  constructor(private readonly collection: CollectionService) {}

  @FieldResolver(() => Boolean, {
    description: "Whether the part is on the signed-in user's favourites; false for visitors.",
  })
  async isFavourite(@Root() product: ProductNode, @Ctx() { ctx }: GraphQLContext): Promise<boolean> {
    return (await this.collection.favouriteIds(ctx)).has(Number(product.id));
  }
}
