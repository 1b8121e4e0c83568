import { z } from 'zod';
import { DomainError } from '../../../platform/errors/index.js';
import { pageSize, toConnection } from '../../../platform/graphql/connection.js';
import { parseId } from '../../../platform/graphql/ids.js';
import { defineRoute } from '../../../rest/route.js';
import { productData } from '../catalog.rest.js';
import { toProductDetailNode } from '../catalog-nodes.graphql.js';
import { ProductSort } from '../product-search.js';
import type { ProductImageView } from '../product-images.js';
import { partDraftOf } from './part-draft-input.js';
import type { StaffCategoryView } from './staff-categories.js';
import type { StaffMakerView } from './staff-makers.js';
import type { StaffCatalogServices } from './staff-catalog.graphql.js';

const readNote = 'needs catalog.view: code -403 without it, -202 without a session';
const editNote = 'needs catalog.edit: code -403 without it, -202 without a session';
const idText = z.union([z.string().max(20), z.number().int()]);
const localizedText = z.object({
  'zh-CN': z.string().max(2000).default(''),
  'en-US': z.string().max(2000).default(''),
  ru: z.string().max(2000).default(''),
  'es-ES': z.string().max(2000).default(''),
});
const imageData = z.object({
  id: z.string(),
  url: z.string().describe('Below /media/uploads'),
  position: z.number().int(),
});
const staffPartData = productData.extend({
  descriptions: localizedText.describe('The description in every language'),
  images: z.array(imageData).describe('Uploaded photos in order'),
});

const categoryData = z.object({
  id: z.string(),
  slug: z.string(),
  name: localizedText,
  parentId: z.string().nullable(),
  position: z.number().int(),
  partCount: z.number().int().describe('Parts in this category itself, on the shelf or not'),
  parameters: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      label: localizedText,
      unit: z.string().nullable(),
      position: z.number().int(),
    }),
  ),
});
const makerData = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  website: z.string().nullable(),
  description: localizedText,
  featured: z.boolean(),
  partCount: z.number().int().describe('Its parts, on the shelf or not'),
});

const toImageData = (image: ProductImageView) => ({ id: String(image.id), url: image.url, position: image.position });
const toCategoryData = (category: StaffCategoryView) => ({
  ...category,
  id: String(category.id),
  parentId: category.parentId === null ? null : String(category.parentId),
  parameters: category.parameters.map((parameter) => ({ ...parameter, id: String(parameter.id) })),
});
const toMakerData = (maker: StaffMakerView) => ({ ...maker, id: String(maker.id) });

/** Staff's catalog routes under /api/admin/catalog: the twins of the staff catalog queries and mutations. */
export function staffCatalogRoutes({ staffParts, partImages, staffCategories, staffMakers }: StaffCatalogServices) {
  const partAnswer = async (ctx: Parameters<typeof staffParts.part>[0], id: number) => {
    const detail = await staffParts.part(ctx, id);
    if (!detail) throw new DomainError('NOT_FOUND');
    return {
      ...toProductDetailNode(detail, ctx.locale),
      descriptions: detail.product.description,
      images: (await partImages.imagesOf(ctx, id)).map(toImageData),
    };
  };
  return [
    defineRoute({
      method: 'GET',
      path: '/admin/catalog/parts',
      tag: 'admin-catalog',
      summary: `Parts on and off the shelf, searched like the shop (staffParts); ${readNote}`,
      query: z.object({
        q: z.string().max(200).optional().describe('An MPN in any spelling or words'),
        category: z
          .string()
          .regex(/^\d{1,15}$/)
          .optional(),
        maker: z
          .string()
          .regex(/^\d{1,15}$/)
          .optional(),
        shelf: z.enum(['ON_SHELF', 'OFF_SHELF', 'ANY']).optional().describe('ANY when absent'),
        sort: z.enum(ProductSort).optional(),
        first: z.coerce.number().int().optional().describe('Page size, default 20, clamped to 1..100'),
        after: z.string().max(200).optional().describe('endCursor of the previous page'),
      }),
      data: z.object({
        items: z.array(productData),
        totalCount: z.number().int().describe('Matching parts, counted up to 1,000'),
        hasNextPage: z.boolean(),
        endCursor: z.string().nullable(),
      }),
      handle: async (ctx, { query }) => {
        const page = await staffParts.search(
          ctx,
          {
            query: query.q,
            categoryId: query.category === undefined ? undefined : parseId(query.category, ['category']),
            brandId: query.maker === undefined ? undefined : parseId(query.maker, ['maker']),
            shelf: query.shelf,
          },
          { first: pageSize(query.first), after: query.after, sort: query.sort },
        );
        const connection = toConnection(page, (item) => toProductDetailNode(item, ctx.locale), page.cursorOf);
        return {
          items: connection.edges.map((edge) => edge.node),
          totalCount: connection.totalCount,
          hasNextPage: connection.pageInfo.hasNextPage,
          endCursor: connection.pageInfo.endCursor,
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/catalog/part',
      tag: 'admin-catalog',
      summary: `One part, on the shelf or not, with every language and its photos (staffPart); -404 when none; ${readNote}`,
      query: z.object({ id: idText }),
      data: staffPartData,
      handle: (ctx, { query }) => partAnswer(ctx, parseId(query.id, ['id'])),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/catalog/part/save',
      tag: 'admin-catalog',
      summary: `Creates (no id) or edits a part with every field but stock (saveStaffPart); ${editNote}`,
      body: z.object({
        id: idText.optional().describe('Absent: a new part'),
        makerId: idText,
        mpn: z.string().max(200),
        categoryId: idText.describe('A leaf category'),
        package: z.string().max(200),
        material: z.string().max(200).nullable().optional(),
        description: localizedText.describe('Languages left empty show the English text'),
        parameters: z.array(z.object({ name: z.string().max(48), value: z.string().max(200) })).max(60),
        leadTimeDays: z.number().int(),
        moq: z.number().int(),
        orderIncrement: z.number().int(),
        purchaseLimit: z.number().int().nullable().optional(),
        batchNumber: z.string().max(200),
        datasheetUrl: z.string().max(1000).nullable().optional(),
        priceBreaks: z
          .array(z.object({ minQty: z.number().int(), unitPriceMilli: z.number().int() }))
          .max(50)
          .describe('Unit prices tax-inclusive in 0.0001 yuan'),
        onShelf: z.boolean(),
      }),
      data: staffPartData,
      handle: async (ctx, { body }) => {
        const draft = partDraftOf(body, (name) => [name]);
        let id: number;
        if (body.id === undefined) id = await staffParts.createPart(ctx, draft);
        else {
          id = parseId(body.id, ['id']);
          await staffParts.updatePart(ctx, id, draft);
        }
        return partAnswer(ctx, id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/catalog/part/shelf',
      tag: 'admin-catalog',
      summary: `Puts a part on or takes it off the shelf (setStaffPartShelf); ${editNote}`,
      body: z.object({ id: idText, onShelf: z.boolean() }),
      data: staffPartData,
      handle: async (ctx, { body }) => {
        const id = parseId(body.id, ['id']);
        await staffParts.setShelf(ctx, id, body.onShelf);
        return partAnswer(ctx, id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/catalog/part/image',
      tag: 'admin-catalog',
      summary: `Adds a photo to a part (multipart: field id, file: JPEG, PNG or WebP up to 5 MB, re-encoded); answers its photos; ${editNote}`,
      multipart: { maxFiles: 1 },
      body: z.object({ id: idText }),
      data: z.array(imageData),
      handle: async (ctx, { body, files }) =>
        (await partImages.upload(ctx, parseId(body.id, ['id']), files[0])).map(toImageData),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/catalog/part/images/order',
      tag: 'admin-catalog',
      summary: `Puts a part's photos in a new order (reorderStaffPartImages); ${editNote}`,
      body: z.object({ id: idText, imageIds: z.array(idText).max(50) }),
      data: z.array(imageData),
      handle: async (ctx, { body }) =>
        (
          await partImages.reorder(
            ctx,
            parseId(body.id, ['id']),
            body.imageIds.map((imageId) => parseId(imageId, ['imageIds'])),
          )
        ).map(toImageData),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/catalog/part/image/remove',
      tag: 'admin-catalog',
      summary: `Removes one of a part's photos (removeStaffPartImage); answers the rest; ${editNote}`,
      body: z.object({ imageId: idText }),
      data: z.array(imageData),
      handle: async (ctx, { body }) =>
        (await partImages.remove(ctx, parseId(body.imageId, ['imageId']))).map(toImageData),
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/catalog/categories',
      tag: 'admin-catalog',
      summary: `Every category in tree order with its parameter definitions (staffCategories); ${readNote}`,
      data: z.array(categoryData),
      handle: async (ctx) => (await staffCategories.categories(ctx)).map(toCategoryData),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/catalog/category/create',
      tag: 'admin-catalog',
      summary: `A new category, last below its parent (createStaffCategory); answers the tree; ${editNote}`,
      body: z.object({ name: localizedText.describe('Every language'), parentId: idText.nullable().optional() }),
      data: z.array(categoryData),
      handle: async (ctx, { body }) => {
        const parentId = body.parentId == null ? null : parseId(body.parentId, ['parentId']);
        await staffCategories.createCategory(ctx, body.name, parentId);
        return (await staffCategories.categories(ctx)).map(toCategoryData);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/catalog/category/rename',
      tag: 'admin-catalog',
      summary: `A category's name in every language (renameStaffCategory); answers the tree; ${editNote}`,
      body: z.object({ categoryId: idText, name: localizedText }),
      data: z.array(categoryData),
      handle: async (ctx, { body }) => {
        await staffCategories.renameCategory(ctx, parseId(body.categoryId, ['categoryId']), body.name);
        return (await staffCategories.categories(ctx)).map(toCategoryData);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/catalog/category/move',
      tag: 'admin-catalog',
      summary: `Moves a category in the tree or among its siblings (moveStaffCategory); answers the tree; ${editNote}`,
      body: z.object({ categoryId: idText, parentId: idText.nullable().optional(), position: z.number().int() }),
      data: z.array(categoryData),
      handle: async (ctx, { body }) => {
        const parentId = body.parentId == null ? null : parseId(body.parentId, ['parentId']);
        await staffCategories.moveCategory(ctx, parseId(body.categoryId, ['categoryId']), parentId, body.position);
        return (await staffCategories.categories(ctx)).map(toCategoryData);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/catalog/category/parameters',
      tag: 'admin-catalog',
      summary: `Replaces a category's parameter definitions (setStaffCategoryParameters); answers the tree; ${editNote}`,
      body: z.object({
        categoryId: idText,
        parameters: z
          .array(
            z.object({
              name: z.string().max(48),
              label: localizedText,
              unit: z.string().max(16).nullable().optional(),
            }),
          )
          .max(60),
      }),
      data: z.array(categoryData),
      handle: async (ctx, { body }) => {
        await staffCategories.setParameters(
          ctx,
          parseId(body.categoryId, ['categoryId']),
          body.parameters.map((parameter) => ({
            name: parameter.name.trim(),
            label: parameter.label,
            unit: parameter.unit ?? null,
          })),
        );
        return (await staffCategories.categories(ctx)).map(toCategoryData);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/catalog/makers',
      tag: 'admin-catalog',
      summary: `Every maker by name (staffMakers); ${readNote}`,
      data: z.array(makerData),
      handle: async (ctx) => (await staffMakers.makers(ctx)).map(toMakerData),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/catalog/maker/save',
      tag: 'admin-catalog',
      summary: `Creates (no id) or edits a maker (saveStaffMaker); answers every maker; ${editNote}`,
      body: z.object({
        id: idText.optional(),
        name: z.string().max(200),
        country: z.string().max(200),
        website: z.string().max(1000).nullable().optional(),
        description: localizedText,
        featured: z.boolean(),
      }),
      data: z.array(makerData),
      handle: async (ctx, { body }) => {
        await staffMakers.saveMaker(ctx, body.id === undefined ? null : parseId(body.id, ['id']), {
          name: body.name,
          country: body.country,
          website: body.website ?? null,
          description: body.description,
          featured: body.featured,
        });
        return (await staffMakers.makers(ctx)).map(toMakerData);
      },
    }),
  ];
}
