import { fixed, localize, quantity, temperatureRange, tolerance } from '../format.js';
import type { PartSpec } from '../product-builder.js';
import {
  decade,
  E192,
  E24,
  E96,
  eia3,
  eia4,
  letterCode,
  spaceGenerator,
  type PartGenerator,
  type SpaceSegment,
} from './common.js';

export type ResistorSize = '0201' | '0402' | '0603' | '0805' | '1206' | '1210' | '2010' | '2512';

const power: Record<ResistorSize, number> = {
  '0201': 0.05,
  '0402': 0.0625,
  '0603': 0.1,
  '0805': 0.125,
  '1206': 0.25,
  '1210': 0.5,
  '2010': 0.75,
  '2512': 1,
};
const basePrice: Record<ResistorSize, number> = {
  '0201': 0.016,
  '0402': 0.012,
  '0603': 0.014,
  '0805': 0.018,
  '1206': 0.026,
  '1210': 0.04,
  '2010': 0.06,
  '2512': 0.08,
};
const sizeWeight: Record<ResistorSize, number> = {
  '0201': 0.4,
  '0402': 2,
  '0603': 3,
  '0805': 2,
  '1206': 1.5,
  '1210': 0.4,
  '2010': 0.25,
  '2512': 0.45,
};
const toleranceWeight: Record<number, number> = { 0.1: 0.15, 0.5: 0.15, 1: 1, 5: 0.5 };

export interface ResistorChoice {
  size: ResistorSize;
  ohms: number;
  /** 0.1 or 0.5 for precision parts, 1 or 5 for general purpose. */
  tolerancePercent: number;
}

type Film = 'thick' | 'thin' | 'anti-surge' | 'automotive' | 'low-ohm' | 'anti-sulfur';

interface ResistorSeries {
  brand: string;
  weight: number;
  priceFactor: number;
  film: Film;
  sizes: ResistorSize[];
  tolerances: number[];
  /** Packaging or reel codes; the first is the usual one. */
  variants: string[];
  mpn: (choice: ResistorChoice, variant: string) => string;
}

const toleranceLetter = (percent: number) => ({ 0.1: 'B', 0.5: 'D', 1: 'F', 5: 'J' })[percent]!;

/** Resistance values of a tolerance class: E24 for 5%, E96 for 1%, E192 for the precision grades. */
function valuesFor(tolerancePercent: number, lowOhmic: boolean): number[] {
  if (lowOhmic) return [-2, -1].flatMap((exponent) => E24.map((mantissa) => decade(mantissa, exponent)));
  if (tolerancePercent >= 5)
    return [0, 1, 2, 3, 4, 5, 6].flatMap((exponent) => E24.map((mantissa) => decade(mantissa, exponent)));
  if (tolerancePercent >= 1)
    return [0, 1, 2, 3, 4, 5, 6].flatMap((exponent) => E96.map((mantissa) => decade(mantissa, exponent)));
  return [1, 2, 3, 4, 5].flatMap((exponent) => E192.map((mantissa) => decade(mantissa, exponent)));
}

const pick = <K extends string>(map: Partial<Record<K, string>>, key: K) => map[key]!;

const resistorSeries: ResistorSeries[] = [
  {
    brand: 'yageo',
    weight: 3,
    priceFactor: 1.2,
    film: 'thick',
    sizes: ['0201', '0402', '0603', '0805', '1206', '1210', '2010', '2512'],
    tolerances: [1, 5],
    variants: ['07', '13', '10'],
    mpn: ({ size, ohms, tolerancePercent }, reel) =>
      `RC${size}${toleranceLetter(tolerancePercent)}R-${reel}${letterCode(ohms)}L`,
  },
  {
    brand: 'yageo',
    weight: 0.6,
    priceFactor: 1.6,
    film: 'automotive',
    sizes: ['0402', '0603', '0805', '1206', '2512'],
    tolerances: [1, 5],
    variants: ['07'],
    mpn: ({ size, ohms, tolerancePercent }, reel) =>
      `AC${size}${toleranceLetter(tolerancePercent)}R-${reel}${letterCode(ohms)}L`,
  },
  {
    brand: 'yageo',
    weight: 0.6,
    priceFactor: 2,
    film: 'thin',
    sizes: ['0402', '0603', '0805', '1206'],
    tolerances: [0.1, 0.5],
    variants: ['07', '13'],
    mpn: ({ size, ohms, tolerancePercent }, reel) =>
      `RT${size}${toleranceLetter(tolerancePercent)}RD${reel}${letterCode(ohms)}L`,
  },
  {
    brand: 'yageo',
    weight: 0.3,
    priceFactor: 3,
    film: 'low-ohm',
    sizes: ['0402', '0603', '0805', '1206', '1210', '2010', '2512'],
    tolerances: [1, 5],
    variants: ['07'],
    mpn: ({ size, ohms, tolerancePercent }, reel) =>
      `RL${size}${toleranceLetter(tolerancePercent)}R-${reel}${letterCode(ohms)}L`,
  },
  {
    brand: 'uni-royal',
    weight: 3,
    priceFactor: 1,
    film: 'thick',
    sizes: ['0201', '0402', '0603', '0805', '1206', '1210'],
    tolerances: [0.5, 1, 5],
    variants: [''],
    mpn: ({ size, ohms, tolerancePercent }) => {
      const rating = pick({ '0201': 'WM', '0402': 'WG', '0603': 'WA', '0805': 'W8', '1206': 'W4', '1210': 'W2' }, size);
      const taping = size === '0201' ? 'TEE' : size === '0402' ? 'TCE' : 'T5E';
      const value = tolerancePercent <= 1 ? eia4(ohms) : `0${eia3(ohms)}`;
      return `${size}${rating}${toleranceLetter(tolerancePercent)}${value}${taping}`;
    },
  },
  {
    brand: 'vishay',
    weight: 1.5,
    priceFactor: 2.6,
    film: 'thick',
    sizes: ['0201', '0402', '0603', '0805', '1206', '1210', '2010', '2512'],
    tolerances: [0.5, 1, 5],
    variants: ['EA', 'ED'],
    mpn: ({ size, ohms, tolerancePercent }, packing) =>
      `CRCW${size}${letterCode(ohms).padEnd(4, '0')}${toleranceLetter(tolerancePercent)}${tolerancePercent >= 5 ? 'N' : 'K'}${packing}`,
  },
  {
    brand: 'rohm',
    weight: 1,
    priceFactor: 1.5,
    film: 'thick',
    sizes: ['0201', '0402', '0603', '0805', '1206', '1210', '2010', '2512'],
    tolerances: [0.5, 1, 5],
    variants: [''],
    mpn: ({ size, ohms, tolerancePercent }) => {
      const series = pick(
        {
          '0201': 'MCR006YZP',
          '0402': 'MCR01MZP',
          '0603': 'MCR03EZP',
          '0805': 'MCR10EZP',
          '1206': 'MCR18EZP',
          '1210': 'MCR25JZH',
          '2010': 'MCR50JZH',
          '2512': 'MCR100JZH',
        },
        size,
      );
      const letter = toleranceLetter(tolerancePercent);
      return tolerancePercent >= 5
        ? `${series}J${eia3(ohms)}`
        : `${series}${letter}${size === '0603' ? 'X' : ''}${eia4(ohms)}`;
    },
  },
  {
    brand: 'rohm',
    weight: 0.4,
    priceFactor: 2.4,
    film: 'anti-surge',
    sizes: ['0402', '0603', '0805', '1206'],
    tolerances: [1, 5],
    variants: [''],
    mpn: ({ size, ohms, tolerancePercent }) => {
      const series = pick({ '0402': 'ESR01MZP', '0603': 'ESR03EZP', '0805': 'ESR10EZP', '1206': 'ESR18EZP' }, size);
      return tolerancePercent >= 5 ? `${series}J${eia3(ohms)}` : `${series}F${eia4(ohms)}`;
    },
  },
  {
    brand: 'panasonic',
    weight: 1,
    priceFactor: 1.8,
    film: 'thick',
    sizes: ['0201', '0402', '0603', '0805', '1206'],
    tolerances: [1, 5],
    variants: [''],
    mpn: ({ size, ohms, tolerancePercent }) => {
      const onePercent: Record<string, [string, string]> = {
        '0201': ['1GNF', 'C'],
        '0402': ['2RKF', 'X'],
        '0603': ['3EKF', 'V'],
        '0805': ['6ENF', 'V'],
        '1206': ['8ENF', 'V'],
      };
      const fivePercent: Record<string, [string, string]> = {
        '0201': ['1GNJ', 'C'],
        '0402': ['2GEJ', 'X'],
        '0603': ['3GEYJ', 'V'],
        '0805': ['6GEYJ', 'V'],
        '1206': ['8GEYJ', 'V'],
      };
      const [series, taping] = (tolerancePercent >= 5 ? fivePercent : onePercent)[size]!;
      return `ERJ-${series}${tolerancePercent >= 5 ? eia3(ohms) : eia4(ohms)}${taping}`;
    },
  },
  {
    brand: 'panasonic',
    weight: 0.4,
    priceFactor: 3,
    film: 'anti-surge',
    sizes: ['0402', '0603', '0805', '1206'],
    tolerances: [1],
    variants: [''],
    mpn: ({ size, ohms }) =>
      `ERJ-${pick({ '0402': 'PA2F', '0603': 'PA3F', '0805': 'P06F', '1206': 'P08F' }, size)}${eia4(ohms)}${size === '0402' ? 'X' : 'V'}`,
  },
  {
    brand: 'samsung-electro-mechanics',
    weight: 0.8,
    priceFactor: 1.1,
    film: 'thick',
    sizes: ['0402', '0603', '0805', '1206'],
    tolerances: [1, 5],
    variants: [''],
    mpn: ({ size, ohms, tolerancePercent }) =>
      `RC${pick({ '0402': '1005', '0603': '1608', '0805': '2012', '1206': '3216' }, size)}${toleranceLetter(tolerancePercent)}${tolerancePercent >= 5 ? eia3(ohms) : eia4(ohms)}CS`,
  },
  {
    brand: 'fenghua',
    weight: 1,
    priceFactor: 0.9,
    film: 'thick',
    sizes: ['0402', '0603', '0805', '1206'],
    tolerances: [1, 5],
    variants: [''],
    mpn: ({ size, ohms, tolerancePercent }) =>
      `RS-${pick({ '0402': '02', '0603': '03', '0805': '05', '1206': '06' }, size)}K${tolerancePercent >= 5 ? eia3(ohms) : eia4(ohms)}${toleranceLetter(tolerancePercent)}T`,
  },
  {
    brand: 'ralec',
    weight: 1,
    priceFactor: 0.95,
    film: 'thick',
    sizes: ['0402', '0603', '0805', '1206'],
    tolerances: [1, 5],
    variants: [''],
    mpn: ({ size, ohms, tolerancePercent }) =>
      `RTT${pick({ '0402': '02', '0603': '03', '0805': '05', '1206': '06' }, size)}${tolerancePercent >= 5 ? eia3(ohms) : eia4(ohms)}${toleranceLetter(tolerancePercent)}TP`,
  },
];

const filmText: Record<Film, { material: string; zh: string; en: string; ru: string; es: string }> = {
  thick: { material: 'Thick film', zh: '厚膜', en: 'thick film', ru: 'толстоплёночный', es: 'de película gruesa' },
  automotive: {
    material: 'Thick film, AEC-Q200',
    zh: '厚膜 车规',
    en: 'automotive thick film',
    ru: 'толстоплёночный автомобильный',
    es: 'de película gruesa para automoción',
  },
  thin: { material: 'Thin film', zh: '薄膜', en: 'thin film', ru: 'тонкоплёночный', es: 'de película delgada' },
  'anti-surge': {
    material: 'Thick film, anti-surge',
    zh: '厚膜 抗浪涌',
    en: 'anti-surge thick film',
    ru: 'толстоплёночный импульсостойкий',
    es: 'de película gruesa antisobretensión',
  },
  'anti-sulfur': {
    material: 'Thick film, anti-sulfur',
    zh: '厚膜 抗硫化',
    en: 'anti-sulfur thick film',
    ru: 'толстоплёночный серостойкий',
    es: 'de película gruesa antisulfuración',
  },
  'low-ohm': {
    material: 'Thick film, low ohmic',
    zh: '厚膜 低阻',
    en: 'low-ohmic thick film',
    ru: 'толстоплёночный низкоомный',
    es: 'de película gruesa de bajo valor',
  },
};

/** A chip resistor's catalog entry; the curated real parts use it too. */
export function chipResistorSpec(
  mpn: string,
  brand: string,
  choice: ResistorChoice,
  price: number,
  film: Film = choice.tolerancePercent < 1 ? 'thin' : 'thick',
  /** Temperature coefficient in ppm/°C when the MPN says it (precision thin film); otherwise the film's usual one. */
  tcrPpm?: number,
): PartSpec {
  const { size, ohms, tolerancePercent } = choice;
  const resistance = quantity(ohms, 'Ω');
  const tol = tolerance(tolerancePercent);
  const watts = fixed(power[size], 'W');
  const words = filmText[film];
  const tcr = tcrPpm ?? (film === 'thin' ? 25 : film === 'low-ohm' ? 200 : tolerancePercent <= 1 ? 100 : 200);
  return {
    mpn,
    brand,
    category: 'chip-resistors',
    package: size,
    material: words.material,
    description: localize({
      'zh-CN': (v) => `贴片电阻 ${v(resistance)} ${v(tol)} ${v(watts)} ${size} ${words.zh}`,
      'en-US': (v) => `${v(resistance)} ${v(tol)} ${v(watts)} ${words.en} chip resistor, ${size}`,
      ru: (v) => `Чип-резистор ${words.ru} ${v(resistance)} ${v(tol)} ${v(watts)}, ${size}`,
      'es-ES': (v) => `Resistencia SMD ${words.es} ${v(resistance)} ${v(tol)} ${v(watts)}, ${size}`,
    }),
    parameters: {
      resistance: resistance.plain,
      tolerance: tol.plain,
      power: watts.plain,
      temperatureCoefficient: `±${tcr} ppm/°C`,
      temperatureRange: temperatureRange(-55, 155).plain,
    },
    price,
    packaging: 'reel',
  };
}

function resistorSegments(): SpaceSegment[] {
  const segments: SpaceSegment[] = [];
  for (const series of resistorSeries) {
    for (const size of series.sizes) {
      for (const tolerancePercent of series.tolerances) {
        const values = valuesFor(tolerancePercent, series.film === 'low-ohm').filter(
          (ohms) => size !== '0201' || ohms <= 1e6,
        );
        series.variants.forEach((variant, variantIndex) => {
          segments.push({
            weight:
              series.weight * sizeWeight[size] * toleranceWeight[tolerancePercent]! * (variantIndex === 0 ? 1 : 0.12),
            size: values.length,
            part: (index) => {
              const ohms = values[index]!;
              const choice = { size, ohms, tolerancePercent };
              // A per-value wobble keeps prices from looking machine-made without a random draw.
              const wobble = 0.9 + ((index * 7919) % 31) / 100;
              const precision = tolerancePercent < 1 ? 4 : 1;
              const price = basePrice[size] * series.priceFactor * precision * wobble;
              return chipResistorSpec(series.mpn(choice, variant), series.brand, choice, price, series.film);
            },
          });
        });
      }
    }
  }
  return segments;
}

/**
 * Precision thin-film and anti-sulfur lines: the long tail of a distributor's resistor catalog (every E192 value
 * in several tolerances, temperature coefficients and reel sizes). Each maker's real numbering scheme; they make
 * catalogs past 171,000 parts possible (up to about 1.1 million) and come last in small ones.
 */
interface PrecisionSeries {
  brand: string;
  weight: number;
  priceFactor: number;
  film: Film;
  sizes: ResistorSize[];
  tolerances: number[];
  /** Temperature coefficients (ppm/°C) and the code each takes in the MPN. */
  tcrs: [number, string][];
  variants: string[];
  mpn: (choice: ResistorChoice, tcrCode: string, variant: string) => string;
}

const precisionTolerance: Record<number, Record<string, string>> = {
  0.05: { yageo: 'A', panasonic: 'W', vishay: 'A', te: 'A' },
  0.1: { yageo: 'B', panasonic: 'B', vishay: 'B', te: 'B' },
  0.25: { yageo: 'C', panasonic: 'C', vishay: 'C', te: 'C' },
  0.5: { yageo: 'D', panasonic: 'D', vishay: 'D', te: 'D' },
  1: { yageo: 'F', panasonic: 'F', vishay: 'F', te: 'F' },
  5: { yageo: 'J', panasonic: 'J', vishay: 'J', te: 'J' },
};
const panasonicSize: Partial<Record<ResistorSize, string>> = {
  '0201': '1',
  '0402': '2',
  '0603': '3',
  '0805': '6',
  '1206': '8',
};
/** Vishay's four-character value with the multiplier letter at the decimal point: 1K00, 10K0, 49R9, 100K. */
const vishayValue = (ohms: number) => letterCode(ohms).padEnd(4, '0');

const precisionSeries: PrecisionSeries[] = [
  {
    brand: 'yageo',
    weight: 3,
    priceFactor: 2,
    film: 'thin',
    sizes: ['0201', '0402', '0603', '0805', '1206', '1210', '2010', '2512'],
    tolerances: [0.1, 0.25, 0.5, 1],
    tcrs: [
      [10, 'B'],
      [15, 'C'],
      [25, 'D'],
      [50, 'E'],
    ],
    variants: ['07', '13', '10'],
    mpn: ({ size, ohms, tolerancePercent }, tcr, reel) =>
      `RT${size}${precisionTolerance[tolerancePercent]!.yageo}R${tcr}${reel}${letterCode(ohms)}L`,
  },
  {
    brand: 'panasonic',
    weight: 2,
    priceFactor: 2.4,
    film: 'thin',
    sizes: ['0201', '0402', '0603', '0805', '1206'],
    tolerances: [0.05, 0.1, 0.25, 0.5, 1],
    tcrs: [
      [10, 'R'],
      [15, 'P'],
      [25, 'E'],
      [50, 'K'],
    ],
    variants: ['V'],
    mpn: ({ size, ohms, tolerancePercent }, tcr, packing) =>
      `ERA-${panasonicSize[size]}A${tcr}${precisionTolerance[tolerancePercent]!.panasonic}${eia4(ohms)}${packing}`,
  },
  {
    brand: 'vishay',
    weight: 2.5,
    priceFactor: 2.6,
    film: 'thin',
    sizes: ['0402', '0603', '0805', '1206', '1210', '2010', '2512'],
    tolerances: [0.05, 0.1, 0.25, 0.5, 1],
    tcrs: [
      [5, 'T'],
      [10, 'Y'],
      [25, 'E'],
      [50, 'C'],
    ],
    variants: ['EA', 'EB', 'ET'],
    mpn: ({ size, ohms, tolerancePercent }, tcr, packing) =>
      `TNPW${size}${vishayValue(ohms)}${precisionTolerance[tolerancePercent]!.vishay}${tcr}${packing}`,
  },
  {
    brand: 'te-connectivity',
    weight: 1.5,
    priceFactor: 2.2,
    film: 'thin',
    sizes: ['0402', '0603', '0805', '1206'],
    tolerances: [0.05, 0.1, 0.25, 0.5, 1],
    tcrs: [
      [10, 'C'],
      [15, 'D'],
      [25, 'E'],
    ],
    variants: ['1', '2'],
    mpn: ({ size, ohms, tolerancePercent }, tcr, packing) =>
      `CPF${size}${precisionTolerance[tolerancePercent]!.te}${letterCode(ohms)}${tcr}${packing}`,
  },
  {
    brand: 'yageo',
    weight: 1,
    priceFactor: 1.5,
    film: 'anti-sulfur',
    sizes: ['0201', '0402', '0603', '0805', '1206', '1210', '2010', '2512'],
    tolerances: [1, 5],
    tcrs: [[100, '']],
    variants: ['07', '13', '10'],
    mpn: ({ size, ohms, tolerancePercent }, _tcr, reel) =>
      `AF${size}${precisionTolerance[tolerancePercent]!.yageo}R-${reel}${letterCode(ohms)}L`,
  },
  {
    brand: 'vishay',
    weight: 0.8,
    priceFactor: 1.8,
    film: 'anti-sulfur',
    sizes: ['0402', '0603', '0805', '1206', '1210', '2010', '2512'],
    tolerances: [1, 5],
    tcrs: [[100, '']],
    variants: ['EA', 'EB'],
    mpn: ({ size, ohms, tolerancePercent }, _tcr, packing) =>
      `RCA${size}${vishayValue(ohms)}${precisionTolerance[tolerancePercent]!.vishay}K${packing}`,
  },
];

function precisionSegments(): SpaceSegment[] {
  const segments: SpaceSegment[] = [];
  for (const series of precisionSeries) {
    for (const size of series.sizes) {
      for (const tolerancePercent of series.tolerances) {
        const values = valuesFor(tolerancePercent, false).filter((ohms) => size !== '0201' || ohms <= 1e6);
        for (const [tcrPpm, tcrCode] of series.tcrs) {
          series.variants.forEach((variant, variantIndex) => {
            segments.push({
              weight: series.weight * sizeWeight[size] * (variantIndex === 0 ? 1 : 0.3),
              size: values.length,
              part: (index) => {
                const ohms = values[index]!;
                const choice = { size, ohms, tolerancePercent };
                const wobble = 0.9 + ((index * 7919) % 31) / 100;
                const precision = tolerancePercent < 1 ? 4 / Math.sqrt(tolerancePercent * 10) : 1;
                const price = basePrice[size] * series.priceFactor * precision * (tcrPpm <= 10 ? 1.6 : 1) * wobble;
                const mpn = series.mpn(choice, tcrCode, variant);
                return chipResistorSpec(mpn, series.brand, choice, price, series.film, tcrPpm);
              },
            });
          });
        }
      }
    }
  }
  return segments;
}

export function resistorGenerators(): PartGenerator[] {
  return [
    spaceGenerator('chip-resistors', 26, resistorSegments),
    spaceGenerator('precision-resistors', 4, precisionSegments),
  ];
}
