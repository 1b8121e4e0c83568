import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../platform/auth/index.js';
import { pageSize, toConnection } from '../../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../../platform/graphql/context.js';
import { parseId } from '../../../platform/graphql/ids.js';
import { withUserErrors } from '../../../platform/graphql/user-errors.js';
import { DomainError } from '../../../platform/errors/index.js';
import { toProductImageNode } from '../product-image-node.graphql.js';
import { ProductSort } from '../product-search.js';
import { partDraftOf } from './part-draft-input.js';
import type { PartImages } from './part-images.js';
import {
  CreateCategoryInput,
  MoveCategoryInput,
  PartImagesPayload,
  RemovePartImageInput,
  RenameCategoryInput,
  ReorderPartImagesInput,
  SaveMakerInput,
  SaveMakerPayload,
  SavePartInput,
  SavePartPayload,
  SetCategoryParametersInput,
  SetPartShelfInput,
  StaffCategoriesPayload,
  StaffCategoryNode,
  StaffMakerNode,
  StaffPartConnection,
  StaffPartFilterInput,
  StaffPartNode,
  textOf,
  toStaffCategoryNode,
  toStaffMakerNode,
  toStaffPartNode,
} from './staff-catalog-nodes.graphql.js';
import type { StaffCategories } from './staff-categories.js';
import type { StaffMakers } from './staff-makers.js';
import type { StaffParts } from './staff-parts.js';

export interface StaffCatalogServices {
  staffParts: StaffParts;
  partImages: PartImages;
  staffCategories: StaffCategories;
  staffMakers: StaffMakers;
}

/** Staff's catalog console: parts, their images, categories and makers (catalog.view reads, catalog.edit changes). */
@Resolver()
export class StaffCatalogResolver {
  constructor(private readonly services: StaffCatalogServices) {}

  @Query(() => StaffPartConnection, { description: 'Staff: parts on and off the shelf, searched like the shop.' })
  async staffParts(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
    @Arg('filter', () => StaffPartFilterInput, {
      nullable: true,
      description: 'Narrows the list; the whole list when absent.',
    })
    filter: StaffPartFilterInput | null,
    @Arg('sort', () => ProductSort, { nullable: true, description: 'RELEVANCE with a query, NEWEST otherwise.' })
    sort: ProductSort | null,
  ): Promise<StaffPartConnection> {
    const page = await this.services.staffParts.search(
      ctx,
      {
        query: filter?.query ?? undefined,
        categoryId: filter?.categoryId ? parseId(filter.categoryId, ['filter', 'categoryId']) : undefined,
        brandId: filter?.makerId ? parseId(filter.makerId, ['filter', 'makerId']) : undefined,
        shelf: filter?.shelf ?? undefined,
      },
      { first: pageSize(first ?? undefined), after: after ?? undefined, sort: sort ?? undefined },
    );
    return toConnection(page, (detail) => toStaffPartNode(detail, ctx.locale), page.cursorOf);
  }

  @Query(() => StaffPartNode, { nullable: true, description: 'Staff: one part, on the shelf or not.' })
  async staffPart(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the staff part.' }) id: string,
  ): Promise<StaffPartNode | null> {
    const detail = await this.services.staffParts.part(ctx, parseId(id, ['id']));
    return detail && toStaffPartNode(detail, ctx.locale);
  }

  @Query(() => [StaffCategoryNode], { description: 'Staff: every category in tree order, with its parameters.' })
  async staffCategories(@Ctx() { ctx }: GraphQLContext): Promise<StaffCategoryNode[]> {
    return (await this.services.staffCategories.categories(ctx)).map(toStaffCategoryNode);
  }

  @Query(() => [StaffMakerNode], { description: 'Staff: every maker by name.' })
  async staffMakers(@Ctx() { ctx }: GraphQLContext): Promise<StaffMakerNode[]> {
    return (await this.services.staffMakers.makers(ctx)).map(toStaffMakerNode);
  }

  @Mutation(() => SavePartPayload, { description: 'Staff: creates (no id) or edits a part; never its stock.' })
  saveStaffPart(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SavePartInput, { description: "The operation's fields; see the input type." })
    input: SavePartInput,
  ): Promise<SavePartPayload> {
    return withUserErrors(ctx.locale, async () => {
      const draft = partDraftOf({ ...input, description: textOf(input.description) }, (name) => ['input', name]);
      let id: number;
      if (input.id) {
        id = parseId(input.id, ['input', 'id']);
        await this.services.staffParts.updatePart(ctx, id, draft);
      } else {
        id = await this.services.staffParts.createPart(ctx, draft);
      }
      return { part: await this.partNode(ctx, id) };
    });
  }

  @Mutation(() => SavePartPayload, { description: 'Staff: puts a part on or takes it off the shelf.' })
  setStaffPartShelf(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SetPartShelfInput, { description: "The operation's fields; see the input type." })
    input: SetPartShelfInput,
  ): Promise<SavePartPayload> {
    return withUserErrors(ctx.locale, async () => {
      const id = parseId(input.partId, ['input', 'partId']);
      await this.services.staffParts.setShelf(ctx, id, input.onShelf);
      return { part: await this.partNode(ctx, id) };
    });
  }

  @Mutation(() => PartImagesPayload, {
    description: "Staff: puts a part's images in a new order (uploads go to POST /api/admin/catalog/part/image).",
  })
  reorderStaffPartImages(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ReorderPartImagesInput, { description: "The operation's fields; see the input type." })
    input: ReorderPartImagesInput,
  ): Promise<PartImagesPayload> {
    return withUserErrors(ctx.locale, async () => {
      const images = await this.services.partImages.reorder(
        ctx,
        parseId(input.partId, ['input', 'partId']),
        input.imageIds.map((id) => parseId(id, ['input', 'imageIds'])),
      );
      return { images: images.map(toProductImageNode) };
    });
  }

  @Mutation(() => PartImagesPayload, { description: "Staff: removes one of a part's images." })
  removeStaffPartImage(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RemovePartImageInput, { description: "The operation's fields; see the input type." })
    input: RemovePartImageInput,
  ): Promise<PartImagesPayload> {
    return withUserErrors(ctx.locale, async () => {
      const images = await this.services.partImages.remove(ctx, parseId(input.imageId, ['input', 'imageId']));
      return { images: images.map(toProductImageNode) };
    });
  }

  @Mutation(() => StaffCategoriesPayload, { description: 'Staff: a new category, last below its parent.' })
  createStaffCategory(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreateCategoryInput, { description: "The operation's fields; see the input type." })
    input: CreateCategoryInput,
  ): Promise<StaffCategoriesPayload> {
    return withUserErrors(ctx.locale, async () => {
      const parentId = input.parentId ? parseId(input.parentId, ['input', 'parentId']) : null;
      const id = await this.services.staffCategories.createCategory(ctx, textOf(input.name), parentId);
      return this.categoriesPayload(ctx, id);
    });
  }

  @Mutation(() => StaffCategoriesPayload, { description: "Staff: a category's name in every language." })
  renameStaffCategory(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RenameCategoryInput, { description: "The operation's fields; see the input type." })
    input: RenameCategoryInput,
  ): Promise<StaffCategoriesPayload> {
    return withUserErrors(ctx.locale, async () => {
      const id = parseId(input.categoryId, ['input', 'categoryId']);
      await this.services.staffCategories.renameCategory(ctx, id, textOf(input.name));
      return this.categoriesPayload(ctx, id);
    });
  }

  @Mutation(() => StaffCategoriesPayload, { description: 'Staff: moves a category in the tree or among its siblings.' })
  moveStaffCategory(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => MoveCategoryInput, { description: "The operation's fields; see the input type." })
    input: MoveCategoryInput,
  ): Promise<StaffCategoriesPayload> {
    return withUserErrors(ctx.locale, async () => {
      const id = parseId(input.categoryId, ['input', 'categoryId']);
      const parentId = input.parentId ? parseId(input.parentId, ['input', 'parentId']) : null;
      await this.services.staffCategories.moveCategory(ctx, id, parentId, input.position);
      return this.categoriesPayload(ctx, id);
    });
  }

  @Mutation(() => StaffCategoriesPayload, { description: "Staff: replaces a category's parameter definitions." })
  setStaffCategoryParameters(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SetCategoryParametersInput, { description: "The operation's fields; see the input type." })
    input: SetCategoryParametersInput,
  ): Promise<StaffCategoriesPayload> {
    return withUserErrors(ctx.locale, async () => {
      const id = parseId(input.categoryId, ['input', 'categoryId']);
      await this.services.staffCategories.setParameters(
        ctx,
        id,
        input.parameters.map((parameter) => ({
          name: parameter.name.trim(),
          label: textOf(parameter.label),
          unit: parameter.unit ?? null,
        })),
      );
      return this.categoriesPayload(ctx, id);
    });
  }

  @Mutation(() => SaveMakerPayload, { description: 'Staff: creates (no id) or edits a maker.' })
  saveStaffMaker(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SaveMakerInput, { description: "The operation's fields; see the input type." })
    input: SaveMakerInput,
  ): Promise<SaveMakerPayload> {
    return withUserErrors(ctx.locale, async () => {
      const id = await this.services.staffMakers.saveMaker(ctx, input.id ? parseId(input.id, ['input', 'id']) : null, {
        name: input.name,
        country: input.country,
        website: input.website ?? null,
        description: textOf(input.description),
        featured: input.featured,
      });
      const maker = (await this.services.staffMakers.makers(ctx)).find((candidate) => candidate.id === id)!;
      return { maker: toStaffMakerNode(maker) };
    });
  }

  private async partNode(ctx: RequestContext, id: number): Promise<StaffPartNode> {
    const detail = await this.services.staffParts.part(ctx, id);
    if (!detail) throw new DomainError('NOT_FOUND');
    return toStaffPartNode(detail, ctx.locale);
  }

  private async categoriesPayload(ctx: RequestContext, categoryId: number): Promise<StaffCategoriesPayload> {
    const categories = await this.services.staffCategories.categories(ctx);
    return { categoryId: String(categoryId), categories: categories.map(toStaffCategoryNode), userErrors: [] };
  }
}
