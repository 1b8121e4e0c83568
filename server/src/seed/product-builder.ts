import type { PriceBreak } from '../modules/catalog/catalog.entities.js';
import type { LocalizedText } from '../platform/i18n/index.js';
import type { ProductSeed } from './catalog-types.js';
import { normalizeMpn } from './format.js';
import type { SeededRandom } from './random.js';

/** Every generated date is relative to this instant so that the catalog never depends on the clock. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1);

const dayMs = 86_400_000;

/**
 * How a part is sold: `reel` for cheap passives (cut tape in hundreds), `strip` for small discretes and LEDs
 * (tens), `piece` for ICs, modules and electromechanical parts.
 */
export type Packaging = 'reel' | 'strip' | 'piece';

/** What a generator decides about a part; stock, dates and the price table are derived from it. */
export interface PartSpec {
  mpn: string;
  brand: string;
  category: string;
  package: string;
  material?: string | null;
  description: LocalizedText;
  parameters: Record<string, string>;
  /** Tax-inclusive unit price in yuan at the first price break. */
  price: number;
  packaging: Packaging;
  datasheetUrl?: string | null;
  purchaseLimit?: number | null;
  /** Real, well-known parts are always on the shelf and well stocked. */
  popular?: boolean;
}

interface PackagingRule {
  moq: number;
  increment: number;
  quantities: number[];
  factors: number[];
}

function packagingRule(packaging: Packaging, price: number): PackagingRule {
  if (packaging === 'reel') {
    return { moq: 100, increment: 100, quantities: [100, 1000, 5000, 20000], factors: [1, 0.62, 0.45, 0.36] };
  }
  if (packaging === 'strip') {
    const moq = price < 0.05 ? 50 : 10;
    return {
      moq,
      increment: moq,
      quantities: [moq, moq * 10, moq * 50, moq * 300],
      factors: [1, 0.72, 0.56, 0.48],
    };
  }
  // Expensive parts get fewer breaks: nobody buys 5,000 RF modules from a catalog.
  const quantities = price < 5 ? [1, 10, 100, 500, 1000] : price < 50 ? [1, 10, 100, 500] : [1, 10, 50];
  return { moq: 1, increment: 1, quantities, factors: [1, 0.86, 0.74, 0.68, 0.64] };
}

/** A price table whose unit price never rises with quantity; prices are integers in 0.0001 yuan. */
export function priceBreaksFor(rng: SeededRandom, price: number, rule: PackagingRule): PriceBreak[] {
  const breaks: PriceBreak[] = [];
  let previous = Number.POSITIVE_INFINITY;
  rule.quantities.forEach((minQty, index) => {
    const factor = index === 0 ? 1 : rule.factors[index]! * rng.float(0.96, 1.04);
    const unitPriceMilli = Math.max(1, Math.min(previous, Math.round(price * 10_000 * factor)));
    previous = unitPriceMilli;
    breaks.push({ minQty, unitPriceMilli });
  });
  return breaks;
}

/** A manufacturer date code (year and week, "+" meaning that week or later), a few weeks to months before `before`. */
export function dateCode(rng: SeededRandom, before: number): string {
  const date = new Date(before - rng.int(3, 70) * 7 * dayMs);
  const dayOfYear = Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / dayMs);
  const week = Math.min(52, Math.floor(dayOfYear / 7) + 1);
  return `${String(date.getUTCFullYear() % 100).padStart(2, '0')}${String(week).padStart(2, '0')}+`;
}

function stockFor(rng: SeededRandom, spec: PartSpec, rule: PackagingRule): number {
  const roll = rng.next();
  if (!spec.popular && roll < 0.06) return 0;
  if (!spec.popular && roll < 0.2) return rule.increment * rng.int(1, spec.packaging === 'piece' ? 300 : 30);
  if (spec.packaging === 'reel') return rule.increment * Math.round(rng.logUniform(50, 40_000));
  if (spec.packaging === 'strip') return rule.increment * Math.round(rng.logUniform(100, 20_000));
  const ceiling = spec.price > 50 ? 3_000 : spec.price > 5 ? 20_000 : 80_000;
  return Math.round(rng.logUniform(50, ceiling));
}

/** A number from 0 to 999 fixed by the MPN: the supply facts below vary by part without new random calls. */
function mpnHash(mpn: string): number {
  let hash = 2166136261;
  for (let index = 0; index < mpn.length; index++) hash = Math.imul(hash ^ mpn.charCodeAt(index), 16777619);
  return (hash >>> 0) % 1000;
}

/** How the part ships and how many come on a reel, tray or tube, as its package suggests. */
function shipping(spec: PartSpec): Pick<ProductSeed, 'packaging' | 'packagingQuantity'> {
  if (spec.packaging !== 'piece') {
    const small = /^(01005|0201|0402)$/.test(spec.package);
    return { packaging: 'CUT_TAPE', packagingQuantity: small ? 10_000 : spec.packaging === 'reel' ? 4000 : 3000 };
  }
  if (/QFP|BGA|LGA/i.test(spec.package)) return { packaging: 'TRAY', packagingQuantity: 160 };
  if (/DIP|TO-220|TO-247|TO-92/i.test(spec.package)) return { packaging: 'TUBE', packagingQuantity: 50 };
  if (/SO|SOT|QFN|DFN|SMA|SMB|SMC|SOD/i.test(spec.package)) return { packaging: 'REEL', packagingQuantity: 2500 };
  return { packaging: 'BULK', packagingQuantity: null };
}

/**
 * RoHS status, lifecycle and pieces on order: most parts are compliant and active; a few are not recommended for new
 * designs, in their last-time buy or obsolete (none of the popular ones). Parts still made that run low are on order.
 */
function supply(
  spec: PartSpec,
  stock: number,
): Pick<ProductSeed, 'rohs' | 'lifecycle' | 'onOrderQuantity' | 'onOrderExpectedAt'> {
  const hash = mpnHash(spec.mpn);
  const rohs = spec.popular || hash % 50 < 47 ? 'COMPLIANT' : hash % 50 < 49 ? 'NON_COMPLIANT' : 'UNKNOWN';
  const lifecycle = spec.popular
    ? 'ACTIVE'
    : hash < 880
      ? 'ACTIVE'
      : hash < 930
        ? 'NRND'
        : hash < 960
          ? 'LAST_TIME_BUY'
          : 'OBSOLETE';
  const ordered = lifecycle !== 'OBSOLETE' && (stock === 0 || hash % 5 === 0);
  return {
    rohs,
    lifecycle,
    onOrderQuantity: ordered ? (1 + (hash % 40)) * (spec.packaging === 'piece' ? 50 : 1000) : 0,
    onOrderExpectedAt: ordered ? new Date(SEED_EPOCH + (14 + (hash % 70)) * dayMs) : null,
  };
}

/** Turns a generator's decisions into a complete product row. The random calls happen in a fixed order. */
export function buildProduct(rng: SeededRandom, spec: PartSpec): ProductSeed {
  const rule = packagingRule(spec.packaging, spec.price);
  const priceBreaks = priceBreaksFor(rng, spec.price, rule);
  const stock = stockFor(rng, spec, rule);
  const leadTimeDays = stock === 0 ? rng.pick([14, 21, 28, 42, 56, 84]) : rng.pick([3, 5, 7, 7, 10, 14, 14, 21, 28]);
  const createdAt = SEED_EPOCH - Math.floor(rng.float(0, 730 * 86_400)) * 1000;
  const batchNumber = dateCode(rng, createdAt);
  const limitRoll = rng.next();
  const purchaseLimit =
    spec.purchaseLimit !== undefined
      ? spec.purchaseLimit
      : limitRoll < 0.004
        ? rule.increment * rng.pick(spec.packaging === 'piece' ? [20, 50, 100, 200] : [20, 50, 100])
        : null;
  const offShelf = !spec.popular && rng.chance(0.006);
  return {
    mpn: spec.mpn,
    mpnNormalized: normalizeMpn(spec.mpn),
    manufacturer: spec.brand,
    category: spec.category,
    package: spec.package,
    material: spec.material ?? null,
    description: spec.description,
    parameters: spec.parameters,
    leadTimeDays,
    priceBreaks,
    listPriceMilli: priceBreaks[0]!.unitPriceMilli,
    stock,
    moq: rule.moq,
    orderIncrement: rule.increment,
    batchNumber,
    purchaseLimit,
    datasheetUrl: spec.datasheetUrl ?? null,
    status: offShelf ? 'OFF_SHELF' : 'ON_SHELF',
    ...shipping(spec),
    ...supply(spec, stock),
    createdAt: new Date(createdAt),
  };
}
