import { buildCategories } from './categories.js';
import type { CatalogSeed, ProductSeed } from './catalog-types.js';
import { normalizeMpn } from './format.js';
import type { PartGenerator } from './generators/common.js';
import { discreteGenerators } from './generators/discretes.js';
import { electromechanicalGenerators } from './generators/electromechanical.js';
import { frequencyOptoProtectionGenerators } from './generators/frequency-opto-protection.js';
import { icGenerators } from './generators/ics.js';
import { mlccGenerators } from './generators/mlcc.js';
import { passiveGenerators } from './generators/passives.js';
import { resistorGenerators } from './generators/resistors.js';
import { sensorAndWirelessGenerators } from './generators/sensors-rf.js';
import { buildBrands } from './manufacturers.js';
import { buildProduct, type PartSpec } from './product-builder.js';
import { SeededRandom } from './random.js';
import { featuredParts, featuredPassives } from './real-parts.js';

export type { BrandSeed, CatalogSeed, CategorySeed, ProductSeed } from './catalog-types.js';

/** Draws of one generator in a row that may all repeat earlier parts before it counts as used up. */
const retriesPerDraw = 25;

export function createGenerators(): PartGenerator[] {
  return [
    ...resistorGenerators(),
    ...mlccGenerators(),
    ...passiveGenerators(),
    ...discreteGenerators(),
    ...icGenerators(),
    ...sensorAndWirelessGenerators(),
    ...electromechanicalGenerators(),
    ...frequencyOptoProtectionGenerators(),
  ];
}

const partKey = (brand: string, mpn: string) => `${brand}|${normalizeMpn(mpn)}`;

/** The featured parts with their full data, looked up in the generators' part lists. */
function featuredSpecs(generators: PartGenerator[]): PartSpec[] {
  const known = new Map<string, PartSpec>();
  for (const generator of generators) {
    for (const spec of generator.parts?.() ?? []) known.set(partKey(spec.brand, spec.mpn), spec);
  }
  const specs = featuredParts.map((featured) => {
    const spec = known.get(partKey(featured.brand, featured.mpn));
    if (!spec) throw new Error(`Featured part ${featured.mpn} (${featured.brand}) is missing from the part lists`);
    return {
      ...spec,
      price: featured.price,
      purchaseLimit: featured.purchaseLimit ?? null,
      datasheetUrl: featured.datasheetUrl ?? spec.datasheetUrl ?? null,
      popular: true,
    } satisfies PartSpec;
  });
  return [...specs, ...featuredPassives.map((spec) => ({ ...spec, popular: true }))];
}

/**
 * The demo catalog's parts one by one: the well-known real parts first, then generated parts until `parts`
 * products exist. The output depends only on `parts`; a smaller catalog is a prefix of a larger one. Yielded
 * one at a time so a million-part seed never holds the whole catalog in memory.
 */
export function* catalogProducts(options: { parts: number }): Generator<ProductSeed> {
  const generators = createGenerators();
  const seen = new Set<string>();
  let made = 0;
  const build = (rng: SeededRandom, spec: PartSpec) => {
    seen.add(partKey(spec.brand, spec.mpn));
    made++;
    return buildProduct(rng, spec);
  };

  for (const spec of featuredSpecs(generators)) {
    if (made >= options.parts) return;
    // Each featured part has its own stream so its stock and dates do not depend on its neighbours.
    yield build(new SeededRandom(`featured:${spec.brand}:${spec.mpn}`), spec);
  }

  const rng = new SeededRandom('circuitmart-demo-catalog');
  let active = generators;
  while (made < options.parts) {
    if (active.length === 0) {
      throw new Error(`The demo catalog generators can make at most ${made} distinct parts`);
    }
    const generator = rng.weighted(active.map((candidate) => [candidate, candidate.weight] as const));
    let spec: PartSpec | undefined;
    for (let attempt = 0; attempt < retriesPerDraw; attempt++) {
      const candidate = generator.next(rng);
      if (!candidate) break;
      if (!seen.has(partKey(candidate.brand, candidate.mpn))) {
        spec = candidate;
        break;
      }
    }
    if (spec) yield build(rng, spec);
    else active = active.filter((candidate) => candidate !== generator);
  }
}

/** The categories and brands of the demo catalog. */
export function catalogReferenceData(): Omit<CatalogSeed, 'products'> {
  return { categories: buildCategories(), brands: buildBrands() };
}

/** The whole demo catalog in memory (see `catalogProducts`). */
export function generateCatalog(options: { parts: number }): CatalogSeed {
  return { ...catalogReferenceData(), products: [...catalogProducts(options)] };
}
