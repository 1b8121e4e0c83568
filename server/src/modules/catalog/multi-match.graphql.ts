import { Arg, Ctx, Field, Float, InputType, Int, ObjectType, Query, registerEnumType, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import type { Locale } from '../../platform/i18n/index.js';
import { PartPackaging } from './catalog.entities.js';
import { PriceBreakNode, ProductNode, toProductDetailNode } from './catalog-nodes.graphql.js';
import type { ProductFields } from './product-reader.js';
import type { CatalogService } from './catalog.service.js';
import {
  DEFAULT_PARTS_PER_ITEM,
  MAX_MULTI_MATCH_ITEMS,
  MAX_PARTS_PER_ITEM,
  multiMatch,
  type MultiMatchAnswer,
  type PartMatchedBy,
} from './multi-match.js';
import { parameterUnit, siValue } from './values/part-values.js';

/** The shop sells in yuan; every price of an offer is in this currency. */
const OFFER_CURRENCY = 'CNY';
const SELLER = 'CircuitMart';

const PartMatchedByValues: Record<PartMatchedBy, PartMatchedBy> = {
  EXACT_MPN: 'EXACT_MPN',
  PACKAGING_SUFFIX: 'PACKAGING_SUFFIX',
  DISTRIBUTOR_PREFIX: 'DISTRIBUTOR_PREFIX',
  MPN_PREFIX: 'MPN_PREFIX',
};
registerEnumType(PartMatchedByValues, {
  name: 'PartMatchedBy',
  description: 'How a part was found for a multi-match item, from the surest to the loosest.',
  valuesConfig: {
    EXACT_MPN: { description: 'The MPN is the same, ignoring case, spaces and separators.' },
    PACKAGING_SUFFIX: { description: 'The same MPN once a packaging suffix (-TR, #PBF, -REEL7 ...) is removed.' },
    DISTRIBUTOR_PREFIX: { description: "The same MPN once a distributor's order code (C25804, 296-) is removed." },
    MPN_PREFIX: { description: 'A close candidate: its MPN starts like the asked one. Check it before ordering.' },
  },
});

@InputType('PartMatchQuery', { description: 'One item of a `partsMultiMatch` call.' })
export class PartMatchQueryInput {
  @Field(() => String, {
    description:
      "A manufacturer part number in any spelling; packaging suffixes and distributors' prefixes are allowed.",
  })
  mpn!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Only parts of this maker: its name (or the start of it) or its slug, in any case.',
  })
  manufacturer?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Your key for the item (a BOM line, a row id); the answer carries it back unchanged.',
  })
  reference?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: `Most parts to answer for the item, 1 to ${MAX_PARTS_PER_ITEM}; ${DEFAULT_PARTS_PER_ITEM} when absent.`,
  })
  limit?: number | null;
}

@ObjectType('PartOffer', {
  simpleResolvers: true,
  description: 'What the shop sells a part for: stock, order rules, lead time and price breaks in one currency.',
})
export class PartOfferNode {
  @Field(() => String, { description: 'Who sells it: always "CircuitMart".' }) seller!: string;
  @Field(() => String, { description: 'The SKU to order: the part id, as in `product(id:)` and cart mutations.' })
  sku!: string;
  @Field(() => PartPackaging, { description: 'Packaging as sold (tape and reel, cut tape ...).' })
  packaging!: PartPackaging;
  @Field(() => Int, { description: 'Minimum order quantity.' }) moq!: number;
  @Field(() => Int, { description: 'Quantities above the minimum go in steps of this many.' }) orderMultiple!: number;
  @Field(() => Int, { description: 'Pieces in stock now.' }) stock!: number;
  @Field(() => Int, { description: 'Pieces on order from the factory and not yet received; 0 when none.' })
  onOrderQuantity!: number;
  @Field(() => Date, { nullable: true, description: 'When the pieces on order are expected; null when none are.' })
  onOrderDate!: Date | null;
  @Field(() => Int, { description: 'Days to ship an order that the stock does not cover.' }) leadTimeDays!: number;
  @Field(() => Int, { nullable: true, description: 'Most pieces one customer may buy, when limited.' })
  purchaseLimit!: number | null;
  @Field(() => Date, { description: 'When stock or prices last changed (when the part was added, if never since).' })
  updatedAt!: Date;
  @Field(() => String, { description: 'ISO 4217 currency of `prices`: CNY, tax included.' }) currency!: string;
  @Field(() => [PriceBreakNode], { description: 'Price breaks ordered by minQty, prices in 0.0001 of the currency.' })
  prices!: PriceBreakNode[];
}

@ObjectType('PartSpec', {
  simpleResolvers: true,
  description: 'One key parameter of a part, as text and, when it reads as a quantity, as a number with its unit.',
})
export class PartSpecNode {
  @Field(() => String, { description: 'A stable camelCase key (resistance, capacitance, voltageRating ...).' })
  name!: string;
  @Field(() => String, { description: 'As the catalog shows it, with its unit ("10 kΩ").' }) value!: string;
  @Field(() => Float, {
    nullable: true,
    description: 'The value in base units (10 kΩ → 10000); null for text and ranges.',
  })
  numericValue!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'The base unit of numericValue (Ω, F, V, Hz ...); null with it.',
  })
  unit!: string | null;
}

@ObjectType('MatchedPart', { simpleResolvers: true, description: 'A part found for a multi-match item.' })
export class MatchedPartNode {
  @Field(() => PartMatchedByValues, { description: 'How the part was found; MPN_PREFIX parts are only candidates.' })
  matchedBy!: PartMatchedBy;
  @Field(() => ProductNode, { description: 'The part, with every field of `product(id:)`.' }) part!: ProductNode;
  @Field(() => [PartOfferNode], { description: "The shop's offers for the part (one today)." })
  offers!: PartOfferNode[];
  @Field(() => [PartSpecNode], { description: 'Key parameters with numeric values and units where they read as such.' })
  specs!: PartSpecNode[];
}

@ObjectType('PartMatch', {
  simpleResolvers: true,
  description: 'The answer for one item of `partsMultiMatch`, in the order the items were sent.',
})
export class PartMatchNode {
  @Field(() => String, { nullable: true, description: "The item's reference, as sent; null when it had none." })
  reference!: string | null;
  @Field(() => String, { description: "The item's MPN, as sent." }) mpn!: string;
  @Field(() => Int, { description: 'Parts found for the item before its limit.' }) hits!: number;
  @Field(() => [MatchedPartNode], { description: 'Best first: the exact part, then close candidates.' })
  parts!: MatchedPartNode[];
}

function toOffer(product: ProductFields): PartOfferNode {
  return {
    seller: SELLER,
    sku: String(product.id),
    packaging: product.packaging,
    moq: product.moq,
    orderMultiple: product.orderIncrement,
    stock: product.stock,
    onOrderQuantity: product.onOrderQuantity,
    onOrderDate: product.onOrderExpectedAt ?? null,
    leadTimeDays: product.leadTimeDays,
    purchaseLimit: product.purchaseLimit ?? null,
    updatedAt: product.offerUpdatedAt ?? product.createdAt,
    currency: OFFER_CURRENCY,
    prices: product.priceBreaks,
  };
}

function toSpec(name: string, value: string): PartSpecNode {
  const unit = parameterUnit(value);
  return { name, value, unit, numericValue: unit === null ? null : siValue(value) };
}

function toPartMatchNode(answer: MultiMatchAnswer, locale: Locale): PartMatchNode {
  return {
    reference: answer.reference,
    mpn: answer.mpn,
    hits: answer.hits,
    parts: answer.parts.map(({ product, matchedBy }) => ({
      matchedBy,
      part: toProductDetailNode(product, locale),
      offers: [toOffer(product.product)],
      specs: Object.entries(product.product.parameters).map(([name, value]) => toSpec(name, value)),
    })),
  };
}

@Resolver()
export class MultiMatchResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Query(() => [PartMatchNode], {
    description:
      `Matches up to ${MAX_MULTI_MATCH_ITEMS} MPNs at once, answering one PartMatch per item in order, each with the ` +
      "item's reference. Same matching as the BOM tool: case, separators, packaging suffixes and distributors' " +
      'prefixes do not matter.',
  })
  async partsMultiMatch(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('queries', () => [PartMatchQueryInput], { description: `The items, at most ${MAX_MULTI_MATCH_ITEMS}.` })
    queries: PartMatchQueryInput[],
  ): Promise<PartMatchNode[]> {
    return (await multiMatch(ctx, this.catalog, queries)).map((answer) => toPartMatchNode(answer, ctx.locale));
  }
}
