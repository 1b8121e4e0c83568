import type { LocalizedText } from '../../platform/i18n/index.js';
import { significant, termIn, text, type Term } from '../format.js';
import type { PartSpec } from '../product-builder.js';
import { hashString, SeededRandom } from '../random.js';

/**
 * A source of parts for the catalog. `next` returns undefined once it has nothing new to offer; a part it
 * returns may repeat an earlier one, which the catalog builder skips.
 */
export interface PartGenerator {
  name: string;
  /** Share of the generated catalog, relative to the other generators. */
  weight: number;
  next(rng: SeededRandom): PartSpec | undefined;
  /** Every part of a fixed list, for looking parts up by MPN; random generators have none. */
  parts?: () => readonly PartSpec[];
}

/**
 * Hands out a fixed list of parts once each, in a shuffled order that depends only on the generator's name,
 * so a small catalog gets a fair sample of every family.
 */
export function listGenerator(name: string, weight: number, build: () => PartSpec[]): PartGenerator {
  let built: PartSpec[] | undefined;
  let queue: PartSpec[] | undefined;
  let position = 0;
  const parts = () => (built ??= build());
  return {
    name,
    weight,
    parts,
    next() {
      if (!queue) {
        queue = [...parts()];
        const shuffle = new SeededRandom(`shuffle:${name}`);
        for (let index = queue.length - 1; index > 0; index--) {
          const other = shuffle.int(0, index);
          [queue[index], queue[other]] = [queue[other]!, queue[index]!];
        }
      }
      return queue[position++];
    },
  };
}

/** One slice of a large part space: `part(index)` for index in [0, size) builds a part or rejects the combination. */
export interface SpaceSegment {
  weight: number;
  size: number;
  part(index: number): PartSpec | undefined;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * Visits 0..size-1 exactly once in a scattered order: a golden-ratio stride that is coprime with the size,
 * from an offset given by the seed. No memory beyond two numbers, however large the space.
 */
export class PermutationWalker {
  private visited = 0;
  private readonly stride: number;
  private readonly offset: number;

  constructor(
    private readonly size: number,
    seed: number,
  ) {
    let stride = Math.max(1, Math.round(size * 0.6180339887));
    while (size > 1 && greatestCommonDivisor(stride, size) !== 1) stride++;
    this.stride = stride;
    this.offset = size > 0 ? seed % size : 0;
  }

  next(): number | undefined {
    if (this.visited >= this.size) return undefined;
    return (this.offset + this.visited++ * this.stride) % this.size;
  }
}

/**
 * Draws parts from a large space made of weighted segments, without ever repeating one: each draw picks a
 * segment by weight and takes that segment's next index. A used-up segment drops out.
 */
export function spaceGenerator(name: string, weight: number, buildSegments: () => SpaceSegment[]): PartGenerator {
  interface ActiveSegment {
    segment: SpaceSegment;
    walker: PermutationWalker;
  }
  let segments: ActiveSegment[] | undefined;
  return {
    name,
    weight,
    next(rng) {
      segments ??= buildSegments().map((segment, index) => ({
        segment,
        walker: new PermutationWalker(segment.size, hashString(`${name}:${index}`)),
      }));
      while (segments.length > 0) {
        const chosen: ActiveSegment = rng.weighted(segments.map((entry) => [entry, entry.segment.weight] as const));
        const index = chosen.walker.next();
        if (index === undefined) {
          segments = segments.filter((entry) => entry !== chosen);
          continue;
        }
        const part = chosen.segment.part(index);
        if (part) return part;
      }
      return undefined;
    },
  };
}

/** Picks deterministically from a list by a key, for choices that should not vary between two draws of one part. */
export function pickBy<T>(items: readonly T[], key: string): T {
  return items[hashString(key) % items.length]!;
}

/**
 * A catalog description: the kind of part first, then its key data, then the package. Chinese separates with
 * spaces, the other languages with commas.
 */
export function describe(kind: LocalizedText, details: Term[], packageName: string): LocalizedText {
  const line = (locale: keyof LocalizedText, separator: string) =>
    [kind[locale], ...details.map((detail) => termIn(detail, locale)), packageName].join(separator);
  return text(line('zh-CN', ' '), line('en-US', ', '), line('ru', ', '), line('es-ES', ', '));
}

export const E6 = [1.0, 1.5, 2.2, 3.3, 4.7, 6.8];
export const E12 = [1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2];
export const E24 = [
  1.0, 1.1, 1.2, 1.3, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2,
  9.1,
];
export const E96 = Array.from({ length: 96 }, (_, index) => Math.round(10 ** (index / 96) * 100) / 100);
/** E192 by the formula, with the one value the standard rounds differently (9.20, not 9.19). */
export const E192 = Array.from({ length: 192 }, (_, index) =>
  index === 185 ? 9.2 : Math.round(10 ** (index / 192) * 100) / 100,
);

/** mantissa x 10^exponent without binary floating-point noise. */
export function decade(mantissa: number, exponent: number): number {
  return Number((mantissa * 10 ** exponent).toPrecision(6));
}

/** EIA three-character code: two significant digits and a multiplier (103 = 10 000), R as the point below 10. */
export function eia3(value: number): string {
  if (value < 10) {
    const [whole, fraction = '0'] = significant(value, 2).split('.');
    return whole === '0' ? `R${fraction}` : `${whole}R${fraction}`;
  }
  const exponent = Math.floor(Math.log10(value) + 1e-9) - 1;
  return `${Math.round(value / 10 ** exponent)}${exponent}`;
}

/** EIA four-character code: three significant digits and a multiplier (1002 = 10 000), R as the point below 100. */
export function eia4(value: number): string {
  if (value < 100) {
    const [whole, fraction = ''] = significant(value, 3).split('.');
    return `${whole}R${fraction}`.padEnd(4, '0');
  }
  const exponent = Math.floor(Math.log10(value) + 1e-9) - 2;
  return `${Math.round(value / 10 ** exponent)}${exponent}`;
}

/** A value with its prefix letter standing for the decimal point: 4K7, 10K, 49R9, 1M (Yageo style). */
export function letterCode(ohms: number): string {
  const [divisor, letter] = ohms >= 1e6 ? [1e6, 'M'] : ohms >= 1e3 ? [1e3, 'K'] : [1, 'R'];
  const number = significant(ohms / divisor, 3);
  return number.includes('.') ? number.replace('.', letter) : `${number}${letter}`;
}

/** The three-digit code of a capacitance given in picofarads, used by most MLCC and tantalum schemes. */
export function capacitanceCode(picofarads: number): string {
  return eia3(picofarads);
}
