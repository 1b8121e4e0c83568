import { fixed, localize, quantity, temperatureRange } from '../format.js';
import type { PartSpec } from '../product-builder.js';
import {
  capacitanceCode,
  decade,
  E12,
  pickBy,
  spaceGenerator,
  type PartGenerator,
  type SpaceSegment,
} from './common.js';

export type MlccSize = '0201' | '0402' | '0603' | '0805' | '1206' | '1210' | '1812';
export type Dielectric = 'C0G' | 'X5R' | 'X7R';
type ToleranceCode = 'B' | 'C' | 'F' | 'G' | 'J' | 'K' | 'M';

export interface MlccChoice {
  size: MlccSize;
  dielectric: Dielectric;
  picofarads: number;
  volts: number;
  toleranceCode: ToleranceCode;
}

const sizes: MlccSize[] = ['0201', '0402', '0603', '0805', '1206', '1210', '1812'];

/** Largest capacitance (pF) each dielectric reaches in each case size, at the lowest voltage. */
const maxCapacitance: Record<Dielectric, Record<MlccSize, number>> = {
  C0G: { '0201': 1e3, '0402': 4.7e3, '0603': 1e4, '0805': 2.2e4, '1206': 1e5, '1210': 2.2e5, '1812': 4.7e5 },
  X7R: { '0201': 1e4, '0402': 1e6, '0603': 2.2e6, '0805': 1e7, '1206': 2.2e7, '1210': 2.2e7, '1812': 1e7 },
  X5R: { '0201': 1e6, '0402': 1e7, '0603': 2.2e7, '0805': 4.7e7, '1206': 1e8, '1210': 1e8, '1812': 1e8 },
};
const minCapacitance: Record<Dielectric, number> = { C0G: 1, X7R: 100, X5R: 1e4 };
const basePrice: Record<MlccSize, number> = {
  '0201': 0.012,
  '0402': 0.01,
  '0603': 0.014,
  '0805': 0.022,
  '1206': 0.045,
  '1210': 0.09,
  '1812': 0.16,
};
const sizeWeight: Record<MlccSize, number> = {
  '0201': 0.6,
  '0402': 2.5,
  '0603': 3,
  '0805': 2,
  '1206': 1,
  '1210': 0.35,
  '1812': 0.2,
};
const dielectricWeight: Record<Dielectric, number> = { C0G: 2, X7R: 4, X5R: 2 };

const toleranceText: Record<ToleranceCode, string> = {
  B: '±0.1 pF',
  C: '±0.25 pF',
  F: '±1%',
  G: '±2%',
  J: '±5%',
  K: '±10%',
  M: '±20%',
};

const dielectricText: Record<Dielectric, { material: string; range: [number, number] }> = {
  C0G: { material: 'C0G (NP0) ceramic', range: [-55, 125] },
  X7R: { material: 'X7R ceramic', range: [-55, 125] },
  X5R: { material: 'X5R ceramic', range: [-55, 85] },
};

/** EIA-style two-character voltage codes shared by Murata and TDK. */
const jisVoltage: Record<number, string> = {
  6.3: '0J',
  10: '1A',
  16: '1C',
  25: '1E',
  35: '1V',
  50: '1H',
  100: '2A',
  200: '2D',
  250: '2E',
  500: '2H',
  630: '2J',
  1000: '3A',
};

const isLarge = ({ size, dielectric, picofarads }: MlccChoice) => picofarads >= maxCapacitance[dielectric][size] / 10;

interface MlccMaker {
  brand: string;
  weight: number;
  priceFactor: number;
  sizes: MlccSize[];
  /** The MPN, or undefined when the maker's scheme has no code for the combination. */
  mpn: (choice: MlccChoice) => string | undefined;
}

const makers: MlccMaker[] = [
  {
    brand: 'samsung-electro-mechanics',
    weight: 3,
    priceFactor: 1.2,
    sizes,
    mpn: (choice) => {
      const { size, dielectric, picofarads, volts, toleranceCode } = choice;
      const voltage = (
        {
          6.3: 'Q',
          10: 'P',
          16: 'O',
          25: 'A',
          35: 'L',
          50: 'B',
          100: 'C',
          200: 'D',
          250: 'E',
          500: 'G',
          630: 'H',
          1000: 'I',
        } as Record<number, string>
      )[volts];
      const sizeCode = {
        '0201': '03',
        '0402': '05',
        '0603': '10',
        '0805': '21',
        '1206': '31',
        '1210': '32',
        '1812': '43',
      }[size];
      const large = isLarge(choice);
      const thickness = {
        '0201': '3',
        '0402': '5',
        '0603': '8',
        '0805': large ? 'F' : 'C',
        '1206': large ? 'H' : 'C',
        '1210': large ? 'J' : 'F',
        '1812': 'J',
      }[size];
      const reel = ['0201', '0402', '0603'].includes(size) || (size === '0805' && !large) ? 'C' : 'E';
      const dielectricCode = { C0G: 'C', X5R: 'A', X7R: 'B' }[dielectric];
      return `CL${sizeCode}${dielectricCode}${capacitanceCode(picofarads)}${toleranceCode}${voltage}${thickness}NNN${reel}`;
    },
  },
  {
    brand: 'murata',
    weight: 3,
    priceFactor: 1.6,
    sizes,
    mpn: (choice) => {
      const { size, dielectric, picofarads, volts, toleranceCode } = choice;
      const large = isLarge(choice);
      const sizeCode = {
        '0201': '033',
        '0402': '155',
        '0603': '188',
        '0805': large ? '21B' : '219',
        '1206': large ? '31C' : '31M',
        '1210': large ? '32E' : '32D',
        '1812': '43E',
      }[size];
      const dielectricCode = { C0G: '5C', X5R: 'R6', X7R: 'R7' }[dielectric];
      const tail =
        dielectric === 'C0G' ? 'A01D' : pickBy(['A01D', 'A88D', 'A93D', 'E69D', 'KA12L'], JSON.stringify(choice));
      return `GRM${sizeCode}${dielectricCode}${jisVoltage[volts]}${capacitanceCode(picofarads)}${toleranceCode}${tail}`;
    },
  },
  {
    brand: 'yageo',
    weight: 2,
    priceFactor: 1,
    sizes,
    mpn: ({ size, dielectric, picofarads, volts, toleranceCode }) => {
      const voltage = ({ 6.3: '5', 10: '6', 16: '7', 25: '8', 50: '9', 100: '0' } as Record<number, string>)[volts];
      if (!voltage) return undefined;
      return `CC${size}${toleranceCode}R${dielectric === 'C0G' ? 'NPO' : dielectric}${voltage}B${dielectric === 'C0G' ? 'N' : 'B'}${capacitanceCode(picofarads)}`;
    },
  },
  {
    brand: 'tdk',
    weight: 1,
    priceFactor: 1.5,
    sizes,
    mpn: ({ size, dielectric, picofarads, volts, toleranceCode }) => {
      const metric = {
        '0201': '0603',
        '0402': '1005',
        '0603': '1608',
        '0805': '2012',
        '1206': '3216',
        '1210': '3225',
        '1812': '4532',
      }[size];
      const thickness = {
        '0201': '030',
        '0402': '050',
        '0603': '080',
        '0805': '125',
        '1206': '160',
        '1210': '250',
        '1812': '320',
      }[size];
      return `C${metric}${dielectric}${jisVoltage[volts]}${capacitanceCode(picofarads)}${toleranceCode}${thickness}AA`;
    },
  },
  {
    brand: 'kyocera-avx',
    weight: 1,
    priceFactor: 1.4,
    sizes: ['0402', '0603', '0805', '1206', '1210', '1812'],
    mpn: ({ size, dielectric, picofarads, volts, toleranceCode }) => {
      const voltage = (
        {
          6.3: '6',
          10: 'Z',
          16: 'Y',
          25: '3',
          50: '5',
          100: '1',
          200: '2',
          250: 'V',
          500: '7',
          630: 'C',
          1000: 'A',
        } as Record<number, string>
      )[volts];
      return `${size}${voltage}${{ C0G: 'A', X7R: 'C', X5R: 'D' }[dielectric]}${capacitanceCode(picofarads)}${toleranceCode}AT2A`;
    },
  },
];

/** Every sensible (value, voltage, tolerance) of a case size and dielectric. */
function choicesFor(size: MlccSize, dielectric: Dielectric): MlccChoice[] {
  const choices: MlccChoice[] = [];
  const low = Math.log10(minCapacitance[dielectric]);
  const high = Math.log10(maxCapacitance[dielectric][size]);
  for (let exponent = Math.floor(low); exponent <= Math.floor(high); exponent++) {
    for (const mantissa of E12) {
      const picofarads = decade(mantissa, exponent);
      if (picofarads < minCapacitance[dielectric] || picofarads > maxCapacitance[dielectric][size]) continue;
      // Bigger values for the case size only come in low voltages; high voltages need small values.
      const position = (Math.log10(picofarads) - low) / Math.max(0.5, high - low);
      const volts: number[] =
        dielectric === 'C0G'
          ? [25, 50, 100]
          : position > 0.85
            ? [6.3, 10]
            : position > 0.6
              ? [10, 16, 25]
              : dielectric === 'X5R'
                ? [16, 25, 35, 50]
                : [16, 25, 50, 100];
      if (dielectric !== 'X5R' && ['0805', '1206', '1210', '1812'].includes(size)) {
        if (position < 0.45) volts.push(200, 250);
        if (position < 0.3) volts.push(500, 630);
        if (position < 0.2) volts.push(1000);
      }
      const tolerances: ToleranceCode[] =
        dielectric === 'C0G'
          ? picofarads < 10
            ? ['B', 'C']
            : ['J', 'F', 'G']
          : dielectric === 'X7R'
            ? ['K', 'M', 'J']
            : ['K', 'M'];
      for (const voltage of volts) {
        for (const toleranceCode of tolerances)
          choices.push({ size, dielectric, picofarads, volts: voltage, toleranceCode });
      }
    }
  }
  return choices;
}

/** A multilayer ceramic capacitor's catalog entry; the curated real parts use it too. */
export function mlccSpec(mpn: string, brand: string, choice: MlccChoice, price: number): PartSpec {
  const { size, dielectric, picofarads, volts, toleranceCode } = choice;
  const capacitance = quantity(picofarads * 1e-12, 'F');
  const voltage = fixed(volts, 'V');
  const tol = toleranceText[toleranceCode];
  const details = dielectricText[dielectric];
  return {
    mpn,
    brand,
    category: 'mlcc',
    package: size,
    material: details.material,
    description: localize({
      'zh-CN': (v) => `贴片电容 ${v(capacitance)} ${tol} ${v(voltage)} ${dielectric} ${size}`,
      'en-US': (v) => `${v(capacitance)} ${tol} ${v(voltage)} ${dielectric} multilayer ceramic capacitor, ${size}`,
      ru: (v) =>
        `Керамический чип-конденсатор ${v(capacitance)} ${tol.replace('.', ',').replace('pF', 'пФ')} ${v(voltage)} ${dielectric}, ${size}`,
      'es-ES': (v) =>
        `Condensador cerámico multicapa ${v(capacitance)} ${tol.replace('.', ',')} ${v(voltage)} ${dielectric}, ${size}`,
    }),
    parameters: {
      capacitance: capacitance.plain,
      tolerance: tol,
      voltageRating: voltage.plain,
      dielectric,
      temperatureRange: temperatureRange(...details.range).plain,
    },
    price,
    packaging: 'reel',
  };
}

function mlccSegments(): SpaceSegment[] {
  const segments: SpaceSegment[] = [];
  for (const maker of makers) {
    for (const size of maker.sizes) {
      for (const dielectric of ['C0G', 'X7R', 'X5R'] as const) {
        const choices = choicesFor(size, dielectric);
        const high = Math.log10(maxCapacitance[dielectric][size]);
        const low = Math.log10(minCapacitance[dielectric]);
        segments.push({
          weight: maker.weight * sizeWeight[size] * dielectricWeight[dielectric],
          size: choices.length,
          part: (index) => {
            const choice = choices[index]!;
            const mpn = maker.mpn(choice);
            if (!mpn) return undefined;
            const position = (Math.log10(choice.picofarads) - low) / Math.max(0.5, high - low);
            const voltageFactor = choice.volts >= 500 ? 3 : choice.volts >= 200 ? 2 : choice.volts >= 100 ? 1.4 : 1;
            const precision = choice.toleranceCode === 'F' || choice.toleranceCode === 'G' ? 1.5 : 1;
            const wobble = 0.9 + ((index * 7919) % 31) / 100;
            const price =
              basePrice[size] * maker.priceFactor * (1 + 5 * position ** 2) * voltageFactor * precision * wobble;
            return mlccSpec(mpn, maker.brand, choice, price);
          },
        });
      }
    }
  }
  return segments;
}

export function mlccGenerators(): PartGenerator[] {
  return [spaceGenerator('mlcc', 22, mlccSegments)];
}
