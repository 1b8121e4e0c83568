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
 * Builds the demo catalog: the well-known real parts first, then generated parts until `parts` products
 * exist. The output depends only on `parts`; a smaller catalog is a prefix of a larger one.
 */
export function generateCatalog(options: { parts: number }): CatalogSeed {
  const generators = createGenerators();
  const products: ProductSeed[] = [];
  const seen = new Set<string>();
  const add = (rng: SeededRandom, spec: PartSpec) => {
    seen.add(partKey(spec.brand, spec.mpn));
    products.push(buildProduct(rng, spec));
  };

  for (const spec of featuredSpecs(generators)) {
    if (products.length >= options.parts) break;
    // Each featured part has its own stream so its stock and dates do not depend on its neighbours.
    add(new SeededRandom(`featured:${spec.brand}:${spec.mpn}`), spec);
  }

  const rng = new SeededRandom('circuitmart-demo-catalog');
  let active = generators;
  while (products.length < options.parts) {
    if (active.length === 0) {
      throw new Error(`The demo catalog generators can make at most ${products.length} distinct parts`);
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
    if (spec) add(rng, spec);
    else active = active.filter((candidate) => candidate !== generator);
  }

  return { categories: buildCategories(), brands: buildBrands(), products };
}
