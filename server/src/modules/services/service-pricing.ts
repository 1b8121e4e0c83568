import { DomainError } from '../../platform/errors/index.js';
import {
  AssemblySides,
  PCB_COPPER_WEIGHTS_OZ,
  PCB_LAYERS,
  PCB_MAX_QUANTITY,
  PCB_THICKNESSES_MM,
  PcbMaterial,
  SolderMaskColour,
  SurfaceFinish,
  tenthsOfMm,
  type AssemblySpec,
  type PcbSpec,
} from './service-specs.js';

/** A factor in thousandths: 1000 is ×1, 1150 is ×1.15. Integers keep the formula exact. */
export interface Multiplier {
  /** The option it applies to: an enum value, or a number as text ("1.6" mm, "2" oz). */
  option: string;
  perMille: number;
}

export interface LayerBand {
  /** The band holds boards with up to this many layers (and more than the band before). */
  maxLayers: number;
  /** Board area price in fen per square metre. */
  fenPerSquareMetre: number;
}

export interface QuantityBreak {
  /** From this many boards on the factor applies (the largest break reached wins). */
  minQuantity: number;
  perMille: number;
}

/** The staff-configured PCB formula; every amount in fen, every factor in thousandths. */
export interface PcbFormula {
  setupFen: number;
  layerBands: LayerBand[];
  thickness: Multiplier[];
  material: Multiplier[];
  surfaceFinish: Multiplier[];
  copperWeight: Multiplier[];
  solderMaskColour: Multiplier[];
  quantityBreaks: QuantityBreak[];
}

export interface AssemblyFormula {
  setupFen: number;
  fenPerThousandSmtJoints: number;
  fenPerThousandThtJoints: number;
  /** Factor for boards populated on both sides. */
  doubleSidedPerMille: number;
}

export interface PcbQuote {
  setupFen: number;
  /** Area price of all boards with every factor applied, rounded half-up to fen once. */
  boardsFen: number;
  totalFen: number;
  /** The quantity break factor that applied (1000 when none). */
  quantityBreakPerMille: number;
}

/**
 * Indicative prices stop at 20,000,000 yuan (and so fit a GraphQL Int): beyond it sales staff quote by hand.
 */
export const MAX_INDICATIVE_FEN = 2_000_000_000;

export interface AssemblyQuote {
  setupFen: number;
  jointsFen: number;
  totalFen: number;
}

const multipliers = (options: readonly (string | number)[], perMille: (option: string) => number = () => 1000) =>
  options.map((option) => ({ option: String(option), perMille: perMille(String(option)) }));

/** The formula until staff save their own: typical prices of a quick-turn board house. */
export const DEFAULT_PCB_FORMULA: PcbFormula = {
  setupFen: 5000,
  layerBands: [
    { maxLayers: 1, fenPerSquareMetre: 40_000 },
    { maxLayers: 2, fenPerSquareMetre: 60_000 },
    { maxLayers: 4, fenPerSquareMetre: 120_000 },
    { maxLayers: 6, fenPerSquareMetre: 200_000 },
    { maxLayers: 10, fenPerSquareMetre: 350_000 },
    { maxLayers: 32, fenPerSquareMetre: 700_000 },
  ],
  thickness: multipliers(thicknessKeys(), (mm) => ({ '2.4': 1200, '3.2': 1400, '0.4': 1100 })[mm] ?? 1000),
  material: multipliers(
    Object.values(PcbMaterial),
    (option) => ({ FR4_HIGH_TG: 1200, ALUMINIUM: 1500, ROGERS: 4000, POLYIMIDE: 3000 })[option] ?? 1000,
  ),
  surfaceFinish: multipliers(
    Object.values(SurfaceFinish),
    (option) => ({ LEAD_FREE_HASL: 1050, ENIG: 1300, IMMERSION_SILVER: 1200, HARD_GOLD: 2000 })[option] ?? 1000,
  ),
  copperWeight: multipliers(PCB_COPPER_WEIGHTS_OZ, (oz) => ({ '2': 1300, '3': 1600, '4': 1900 })[oz] ?? 1000),
  solderMaskColour: multipliers(Object.values(SolderMaskColour), (option) => (option === 'GREEN' ? 1000 : 1100)),
  quantityBreaks: [
    { minQuantity: 50, perMille: 950 },
    { minQuantity: 100, perMille: 900 },
    { minQuantity: 1000, perMille: 800 },
  ],
};

export const DEFAULT_ASSEMBLY_FORMULA: AssemblyFormula = {
  setupFen: 20_000,
  fenPerThousandSmtJoints: 1_500,
  fenPerThousandThtJoints: 10_000,
  doubleSidedPerMille: 1_300,
};

/** "1.6": thickness options as the formula names them. */
function thicknessKeys(): string[] {
  return PCB_THICKNESSES_MM.map((mm) => mm.toFixed(1));
}

/** Divides exactly and rounds half-up once (amounts are never negative). */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function factor(list: Multiplier[], option: string): bigint {
  const found = list.find((entry) => entry.option === option);
  if (!found) throw new Error(`No multiplier for ${option}`);
  return BigInt(found.perMille);
}

/**
 * THE indicative PCB price: setup fee plus the area of all boards at the layer band's price per m², times the
 * thickness, material, finish, copper and solder-mask factors and the quantity break, rounded half-up to fen once.
 * The spec must be valid (see pcbSpecProblems) and the formula too (pcbFormulaProblems). Null above MAX_INDICATIVE_FEN.
 */
export function pricePcb(spec: PcbSpec, formula: PcbFormula): PcbQuote | null {
  const band = formula.layerBands.find((entry) => spec.layers <= entry.maxLayers);
  if (!band) throw new Error(`No layer band for ${spec.layers} layers`);
  const breakReached = formula.quantityBreaks
    .filter((entry) => spec.quantity >= entry.minQuantity)
    .reduce<QuantityBreak | null>(
      (best, entry) => (!best || entry.minQuantity > best.minQuantity ? entry : best),
      null,
    );
  const breakPerMille = BigInt(breakReached?.perMille ?? 1000);
  const factors = [
    factor(formula.thickness, (spec.thicknessMm as number).toFixed(1)),
    factor(formula.material, spec.material),
    factor(formula.surfaceFinish, spec.surfaceFinish),
    factor(formula.copperWeight, String(spec.copperWeightOz)),
    factor(formula.solderMaskColour, spec.solderMaskColour),
    breakPerMille,
  ];
  // Tenths of a millimetre squared are 1e-8 m².
  const areaNumerator = BigInt(spec.quantity) * BigInt(tenthsOfMm(spec.widthMm)!) * BigInt(tenthsOfMm(spec.heightMm)!);
  const numerator = factors.reduce((product, value) => product * value, areaNumerator * BigInt(band.fenPerSquareMetre));
  const denominator = 100_000_000n * 1000n ** BigInt(factors.length);
  const boards = roundHalfUp(numerator, denominator);
  if (boards + BigInt(formula.setupFen) > BigInt(MAX_INDICATIVE_FEN)) return null;
  const boardsFen = Number(boards);
  return {
    setupFen: formula.setupFen,
    boardsFen,
    totalFen: formula.setupFen + boardsFen,
    quantityBreakPerMille: Number(breakPerMille),
  };
}

/** Indicative assembly price: setup plus joints of all boards at their rates, times the double-sided factor. */
export function priceAssembly(spec: AssemblySpec, formula: AssemblyFormula): AssemblyQuote | null {
  const perBoard =
    BigInt(spec.smtJoints) * BigInt(formula.fenPerThousandSmtJoints) +
    BigInt(spec.thtJoints) * BigInt(formula.fenPerThousandThtJoints);
  const sides = BigInt(spec.sides === AssemblySides.BOTH ? formula.doubleSidedPerMille : 1000);
  const joints = roundHalfUp(BigInt(spec.boards) * perBoard * sides, 1_000_000n);
  if (joints + BigInt(formula.setupFen) > BigInt(MAX_INDICATIVE_FEN)) return null;
  const jointsFen = Number(joints);
  return { setupFen: formula.setupFen, jointsFen, totalFen: formula.setupFen + jointsFen };
}

const MAX_SETUP_FEN = 10_000_000;
const MAX_AREA_PRICE_FEN = 100_000_000;
const MAX_JOINT_PRICE_FEN = 10_000_000;
const MIN_PER_MILLE = 1;
const MAX_PER_MILLE = 100_000;
const MAX_BANDS = 17;
const MAX_BREAKS = 10;

function wholeProblem(value: number, min: number, max: number, field: string[]): DomainError[] {
  return Number.isSafeInteger(value) && value >= min && value <= max
    ? []
    : [new DomainError('SERVICE_FORMULA_VALUE_INVALID', { params: { min, max }, field })];
}

function multiplierProblems(list: Multiplier[], options: string[], field: string[]): DomainError[] {
  const given = list.map((entry) => entry.option);
  const complete = given.length === options.length && options.every((option) => given.includes(option));
  if (!complete) {
    return [new DomainError('SERVICE_FORMULA_OPTIONS_INVALID', { params: { options: options.join(', ') }, field })];
  }
  return list.flatMap((entry, index) =>
    wholeProblem(entry.perMille, MIN_PER_MILLE, MAX_PER_MILLE, [...field, String(index), 'perMille']),
  );
}

/** Every problem of a formula staff want to save; a valid formula prices every valid spec. */
export function pcbFormulaProblems(formula: PcbFormula, path: string[]): DomainError[] {
  const at = (...field: string[]) => [...path, ...field];
  const problems = wholeProblem(formula.setupFen, 0, MAX_SETUP_FEN, at('setupFen'));
  const bands = formula.layerBands;
  const bandsAscend = bands.every((band, index) => index === 0 || band.maxLayers > bands[index - 1]!.maxLayers);
  if (
    bands.length === 0 ||
    bands.length > MAX_BANDS ||
    !bandsAscend ||
    bands.at(-1)!.maxLayers !== PCB_LAYERS.at(-1) ||
    bands.some((band) => !Number.isSafeInteger(band.maxLayers) || band.maxLayers < 1)
  ) {
    problems.push(
      new DomainError('SERVICE_FORMULA_BANDS_INVALID', {
        params: { max: PCB_LAYERS.at(-1)! },
        field: at('layerBands'),
      }),
    );
  }
  bands.forEach((band, index) =>
    problems.push(
      ...wholeProblem(
        band.fenPerSquareMetre,
        0,
        MAX_AREA_PRICE_FEN,
        at('layerBands', String(index), 'fenPerSquareMetre'),
      ),
    ),
  );
  problems.push(
    ...multiplierProblems(formula.thickness, thicknessKeys(), at('thickness')),
    ...multiplierProblems(formula.material, Object.values(PcbMaterial), at('material')),
    ...multiplierProblems(formula.surfaceFinish, Object.values(SurfaceFinish), at('surfaceFinish')),
    ...multiplierProblems(formula.copperWeight, PCB_COPPER_WEIGHTS_OZ.map(String), at('copperWeight')),
    ...multiplierProblems(formula.solderMaskColour, Object.values(SolderMaskColour), at('solderMaskColour')),
  );
  const breaks = formula.quantityBreaks;
  const breaksAscend = breaks.every(
    (entry, index) => index === 0 || entry.minQuantity > breaks[index - 1]!.minQuantity,
  );
  if (
    breaks.length > MAX_BREAKS ||
    !breaksAscend ||
    breaks.some(
      (entry) =>
        !Number.isSafeInteger(entry.minQuantity) || entry.minQuantity < 2 || entry.minQuantity > PCB_MAX_QUANTITY,
    )
  ) {
    problems.push(
      new DomainError('SERVICE_FORMULA_BREAKS_INVALID', {
        params: { max: MAX_BREAKS, quantity: PCB_MAX_QUANTITY },
        field: at('quantityBreaks'),
      }),
    );
  }
  breaks.forEach((entry, index) =>
    problems.push(
      ...wholeProblem(entry.perMille, MIN_PER_MILLE, MAX_PER_MILLE, at('quantityBreaks', String(index), 'perMille')),
    ),
  );
  return problems;
}

export function assemblyFormulaProblems(formula: AssemblyFormula, path: string[]): DomainError[] {
  return [
    ...wholeProblem(formula.setupFen, 0, MAX_SETUP_FEN, [...path, 'setupFen']),
    ...wholeProblem(formula.fenPerThousandSmtJoints, 0, MAX_JOINT_PRICE_FEN, [...path, 'fenPerThousandSmtJoints']),
    ...wholeProblem(formula.fenPerThousandThtJoints, 0, MAX_JOINT_PRICE_FEN, [...path, 'fenPerThousandThtJoints']),
    ...wholeProblem(formula.doubleSidedPerMille, MIN_PER_MILLE, MAX_PER_MILLE, [...path, 'doubleSidedPerMille']),
  ];
}
