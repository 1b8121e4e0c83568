import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionTypes } from '../../../platform/graphql/connection.js';
import { Money } from '../../../platform/graphql/money-scalar.js';
import { UserErrorNode } from '../../../platform/graphql/user-errors.js';
import type { Locale, LocalizedText } from '../../../platform/i18n/index.js';
import { LocalizedTextInput, LocalizedTextNode } from '../../content/content-nodes.graphql.js';
import { ProductNode, toProductDetailNode } from '../catalog-nodes.graphql.js';
import type { ProductDetail } from '../product-reader.js';
import { ProductImageNode } from '../product-image-node.graphql.js';
import type { CategoryParameterView, StaffCategoryView } from './staff-categories.js';
import type { StaffMakerView } from './staff-makers.js';

export const PartShelfFilter = { ON_SHELF: 'ON_SHELF', OFF_SHELF: 'OFF_SHELF', ANY: 'ANY' } as const;
export type PartShelfFilter = (typeof PartShelfFilter)[keyof typeof PartShelfFilter];
registerEnumType(PartShelfFilter, {
  name: 'PartShelfFilter',
  description: 'Which shelf state a staff list reads.',
  valuesConfig: {
    ON_SHELF: { description: 'Only parts on sale.' },
    OFF_SHELF: { description: 'Only parts taken off sale.' },
    ANY: { description: 'Parts on and off the shelf.' },
  },
});

@ObjectType('StaffPart', {
  simpleResolvers: true,
  description: 'A part as staff edit it: the shop view of it and its description in every language.',
})
export class StaffPartNode {
  @Field(() => ID, { description: 'ID of the staff part.' }) id!: string;
  @Field(() => ProductNode, { description: "As the shop shows it, in the request's language." }) product!: ProductNode;
  @Field(() => LocalizedTextNode, { description: "The part's description in every language." })
  description!: LocalizedTextNode;
}

export const { Connection: StaffPartConnection } = connectionTypes('StaffPart', StaffPartNode, 'Parts for staff.');
export type StaffPartConnection = InstanceType<typeof StaffPartConnection>;

@InputType('StaffPartFilter', { description: 'Input of `staffParts`.' })
export class StaffPartFilterInput {
  @Field(() => String, { nullable: true, description: 'An MPN in any spelling (a prefix finds the family) or words.' })
  query?: string | null;
  @Field(() => ID, { nullable: true, description: 'Parts of this category and the categories below it.' })
  categoryId?: string | null;
  @Field(() => ID, { nullable: true, description: 'ID of the maker.' }) makerId?: string | null;
  @Field(() => PartShelfFilter, { nullable: true, description: 'ANY when absent.' }) shelf?: PartShelfFilter | null;
}

@InputType('PartParameterInput', { description: 'Input of `SavePartInput.parameters`.' })
export class PartParameterInput {
  @Field(() => String, { description: "A parameter key of the part's category." }) name!: string;
  @Field(() => String, { description: 'With its unit, as the shop shows it ("10 kΩ"); blank: not stated.' })
  value!: string;
}

@InputType('PartPriceBreakInput', { description: 'Input of `SavePartInput.priceBreaks`.' })
export class PartPriceBreakInput {
  @Field(() => Int, { description: 'Pieces from which this unit price applies.' }) minQty!: number;
  @Field(() => Money, { description: 'Tax-inclusive unit price in 0.0001 yuan.' }) unitPriceMilli!: number;
}

@InputType('SavePartInput', { description: 'Every field of a part but its stock (stock changes by adjustments).' })
export class SavePartInput {
  @Field(() => ID, { nullable: true, description: 'Absent: a new part.' }) id?: string | null;
  @Field(() => ID, { description: 'ID of the maker.' }) makerId!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => ID, { description: 'A leaf category.' }) categoryId!: string;
  @Field(() => String, { description: 'Package (SOT-23, 0603 ...).' }) package!: string;
  @Field(() => String, { nullable: true, description: 'Material, for parts that state one; null for none.' })
  material?: string | null;
  @Field(() => LocalizedTextInput, { description: 'Languages left out show the English text.' })
  description!: LocalizedTextInput;
  @Field(() => [PartParameterInput], { description: "Values of the category's parameters." })
  parameters!: PartParameterInput[];
  @Field(() => Int, { description: 'Lead time in days.' }) leadTimeDays!: number;
  @Field(() => Int, { description: 'Minimum order quantity in pieces, at least 1.' }) moq!: number;
  @Field(() => Int, { description: 'Pieces an order quantity must step by, at least 1.' }) orderIncrement!: number;
  @Field(() => Int, { nullable: true, description: 'Most pieces one order may take; null: no limit.' }) purchaseLimit?:
    number | null;
  @Field(() => String, { description: 'Production batch (date code); may be empty.' }) batchNumber!: string;
  @Field(() => String, { nullable: true, description: 'URL of the datasheet; null for none.' }) datasheetUrl?:
    string | null;
  @Field(() => [PartPriceBreakInput], { description: 'Rising quantities, unit prices never rising.' })
  priceBreaks!: PartPriceBreakInput[];
  @Field(() => Boolean, { description: 'Whether the part is on sale.' }) onShelf!: boolean;
}

@ObjectType('SavePartPayload', {
  description:
    'What `saveStaffPart`, `setStaffPartShelf` answer: the result, or `userErrors` saying why it did not go through.',
})
export class SavePartPayload {
  @Field(() => StaffPartNode, {
    nullable: true,
    description: 'The part as saved; null when `userErrors` is not empty.',
  })
  part?: StaffPartNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@InputType('SetPartShelfInput', { description: 'Input of `setStaffPartShelf`.' })
export class SetPartShelfInput {
  @Field(() => ID, { description: 'ID of the part.' }) partId!: string;
  @Field(() => Boolean, { description: 'True puts the part on sale, false takes it off.' }) onShelf!: boolean;
}

@InputType('ReorderPartImagesInput', { description: 'Input of `reorderStaffPartImages`.' })
export class ReorderPartImagesInput {
  @Field(() => ID, { description: 'ID of the part.' }) partId!: string;
  @Field(() => [ID], { description: "Each of the part's images once, in the new order." }) imageIds!: string[];
}

@InputType('RemovePartImageInput', { description: 'Input of `removeStaffPartImage`.' })
export class RemovePartImageInput {
  @Field(() => ID, { description: 'ID of the image.' }) imageId!: string;
}

@ObjectType('PartImagesPayload', {
  description:
    'What `reorderStaffPartImages`, `removeStaffPartImage` answer: the result, or `userErrors` saying why it did not go through.',
})
export class PartImagesPayload {
  @Field(() => [ProductImageNode], { nullable: true, description: "The part's images in order." })
  images?: ProductImageNode[];
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('CategoryParameterDefinition', {
  simpleResolvers: true,
  description: 'A parameter the parts of a category state (resistance, voltage ...).',
})
export class CategoryParameterDefinitionNode {
  @Field(() => ID, { description: 'ID of the category parameter definition.' }) id!: string;
  @Field(() => String, { description: 'The key in part parameters (resistance ...).' }) name!: string;
  @Field(() => LocalizedTextNode, { description: 'What the parameter is called, in every language.' })
  label!: LocalizedTextNode;
  @Field(() => String, { nullable: true, description: 'The unit values are given in (Ω, V, °C).' })
  unit!: string | null;
  @Field(() => Int, { description: 'Display order, lowest first.' }) position!: number;
}

@ObjectType('StaffCategory', { simpleResolvers: true, description: 'A category with every language (staff only).' })
export class StaffCategoryNode {
  @Field(() => ID, { description: 'ID of the staff category.' }) id!: string;
  @Field(() => String, { description: 'URL name of the category, unique.' }) slug!: string;
  @Field(() => LocalizedTextNode, { description: 'Name in every language.' }) name!: LocalizedTextNode;
  @Field(() => ID, { nullable: true, description: 'ID of the parent. Null when there is none.' }) parentId!:
    string | null;
  @Field(() => Int, { description: 'Order among its siblings, lowest first.' }) position!: number;
  @Field(() => Int, { description: 'Parts in this category itself, on the shelf or not.' }) partCount!: number;
  @Field(() => [CategoryParameterDefinitionNode], { description: 'The parameters its parts state, in display order.' })
  parameters!: CategoryParameterDefinitionNode[];
}

@InputType('CreateCategoryInput', { description: 'Input of `createStaffCategory`.' })
export class CreateCategoryInput {
  @Field(() => LocalizedTextInput, { description: 'Every language.' }) name!: LocalizedTextInput;
  @Field(() => ID, { nullable: true, description: 'Absent: a top-level category.' }) parentId?: string | null;
}

@InputType('RenameCategoryInput', { description: 'Input of `renameStaffCategory`.' })
export class RenameCategoryInput {
  @Field(() => ID, { description: 'ID of the category.' }) categoryId!: string;
  @Field(() => LocalizedTextInput, { description: 'Every language.' }) name!: LocalizedTextInput;
}

@InputType('MoveCategoryInput', { description: 'Input of `moveStaffCategory`.' })
export class MoveCategoryInput {
  @Field(() => ID, { description: 'ID of the category.' }) categoryId!: string;
  @Field(() => ID, { nullable: true, description: 'Absent: top level.' }) parentId?: string | null;
  @Field(() => Int, { description: 'Place among the new siblings, from 0.' }) position!: number;
}

@InputType('CategoryParameterInput', { description: 'Input of `SetCategoryParametersInput.parameters`.' })
export class CategoryParameterInput {
  @Field(() => String, { description: 'The key in part parameters (resistance ...).' }) name!: string;
  @Field(() => LocalizedTextInput, { description: 'What the parameter is called, in every language.' })
  label!: LocalizedTextInput;
  @Field(() => String, { nullable: true, description: 'The unit values are given in (Ω, V, °C); null for none.' })
  unit?: string | null;
}

@InputType('SetCategoryParametersInput', { description: 'Input of `setStaffCategoryParameters`.' })
export class SetCategoryParametersInput {
  @Field(() => ID, { description: 'ID of the category.' }) categoryId!: string;
  @Field(() => [CategoryParameterInput], { description: 'Every definition, in order.' })
  parameters!: CategoryParameterInput[];
}

@ObjectType('StaffCategoriesPayload', {
  description:
    'What `createStaffCategory`, `renameStaffCategory`, `moveStaffCategory`, `setStaffCategoryParameters` answer: the result, or `userErrors` saying why it did not go through.',
})
export class StaffCategoriesPayload {
  @Field(() => ID, { nullable: true, description: 'The category created or changed.' }) categoryId?: string;
  @Field(() => [StaffCategoryNode], { nullable: true, description: 'The whole tree after the change.' })
  categories?: StaffCategoryNode[];
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('StaffMaker', { simpleResolvers: true, description: 'A maker (manufacturer) as staff edit it.' })
export class StaffMakerNode {
  @Field(() => ID, { description: 'ID of the staff maker.' }) id!: string;
  @Field(() => String, { description: 'URL name of the maker, unique.' }) slug!: string;
  @Field(() => String, { description: "The maker's name." }) name!: string;
  @Field(() => String, { description: 'Country of the maker.' }) country!: string;
  @Field(() => String, { nullable: true, description: "The maker's website URL; null if none." }) website!:
    string | null;
  @Field(() => LocalizedTextNode, { description: 'Description in every language.' }) description!: LocalizedTextNode;
  @Field(() => Boolean, { description: 'Shown among the featured makers.' }) featured!: boolean;
  @Field(() => Int, { description: 'Its parts, on the shelf or not.' }) partCount!: number;
}

@InputType('SaveMakerInput', { description: 'Input of `saveStaffMaker`.' })
export class SaveMakerInput {
  @Field(() => ID, { nullable: true, description: 'Absent: a new maker.' }) id?: string | null;
  @Field(() => String, { description: "The maker's name." }) name!: string;
  @Field(() => String, { description: 'Country of the maker.' }) country!: string;
  @Field(() => String, { nullable: true, description: "The maker's website URL; null for none." }) website?:
    string | null;
  @Field(() => LocalizedTextInput, { description: 'Description in every language.' }) description!: LocalizedTextInput;
  @Field(() => Boolean, { description: 'Show it among the featured makers.' }) featured!: boolean;
}

@ObjectType('SaveMakerPayload', {
  description: 'What `saveStaffMaker` answers: the result, or `userErrors` saying why it did not go through.',
})
export class SaveMakerPayload {
  @Field(() => StaffMakerNode, {
    nullable: true,
    description: 'The maker as saved; null when `userErrors` is not empty.',
  })
  maker?: StaffMakerNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export const textNode = (text: LocalizedText): LocalizedTextNode => ({
  zhCN: text['zh-CN'],
  enUS: text['en-US'],
  ru: text.ru,
  esES: text['es-ES'],
});

export const textOf = (input: LocalizedTextInput): LocalizedText => ({
  'zh-CN': input.zhCN?.trim() ?? '',
  'en-US': input.enUS?.trim() ?? '',
  ru: input.ru?.trim() ?? '',
  'es-ES': input.esES?.trim() ?? '',
});

export function toStaffPartNode(detail: ProductDetail, locale: Locale): StaffPartNode {
  return {
    id: String(detail.id),
    product: toProductDetailNode(detail, locale),
    description: textNode(detail.product.description),
  };
}

function toDefinitionNode(definition: CategoryParameterView): CategoryParameterDefinitionNode {
  return {
    id: String(definition.id),
    name: definition.name,
    label: textNode(definition.label),
    unit: definition.unit,
    position: definition.position,
  };
}

export function toStaffCategoryNode(category: StaffCategoryView): StaffCategoryNode {
  return {
    id: String(category.id),
    slug: category.slug,
    name: textNode(category.name),
    parentId: category.parentId === null ? null : String(category.parentId),
    position: category.position,
    partCount: category.partCount,
    parameters: category.parameters.map(toDefinitionNode),
  };
}

export function toStaffMakerNode(maker: StaffMakerView): StaffMakerNode {
  return {
    id: String(maker.id),
    slug: maker.slug,
    name: maker.name,
    country: maker.country,
    website: maker.website,
    description: textNode(maker.description),
    featured: maker.featured,
    partCount: maker.partCount,
  };
}
