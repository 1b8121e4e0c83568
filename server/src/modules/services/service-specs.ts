import { DomainError } from '../../platform/errors/index.js';

/** What a buyer may order: the option lists are the single source for validation, pricing and the forms. */
export const PCB_LAYERS = [1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32] as const;
/** Finished board thickness in mm. */
export const PCB_THICKNESSES_MM = [0.4, 0.6, 0.8, 1.0, 1.2, 1.6, 2.0, 2.4, 3.2] as const;
/** Outer copper weight in oz/ft². */
export const PCB_COPPER_WEIGHTS_OZ = [1, 2, 3, 4] as const;
/** Board outline bounds in mm, in steps of 0.1 mm. */
export const PCB_MIN_DIMENSION_MM = 5;
export const PCB_MAX_DIMENSION_MM = 600;
export const PCB_MAX_QUANTITY = 100_000;
/** Aluminium-core boards are built with one or two copper layers only. */
export const ALUMINIUM_MAX_LAYERS = 2;

export const PcbMaterial = {
  FR4: 'FR4',
  FR4_HIGH_TG: 'FR4_HIGH_TG',
  ALUMINIUM: 'ALUMINIUM',
  ROGERS: 'ROGERS',
  POLYIMIDE: 'POLYIMIDE',
} as const;
export type PcbMaterial = (typeof PcbMaterial)[keyof typeof PcbMaterial];

export const SurfaceFinish = {
  HASL: 'HASL',
  LEAD_FREE_HASL: 'LEAD_FREE_HASL',
  ENIG: 'ENIG',
  OSP: 'OSP',
  IMMERSION_SILVER: 'IMMERSION_SILVER',
  HARD_GOLD: 'HARD_GOLD',
} as const;
export type SurfaceFinish = (typeof SurfaceFinish)[keyof typeof SurfaceFinish];

export const SolderMaskColour = {
  GREEN: 'GREEN',
  RED: 'RED',
  YELLOW: 'YELLOW',
  BLUE: 'BLUE',
  WHITE: 'WHITE',
  BLACK: 'BLACK',
  MATTE_BLACK: 'MATTE_BLACK',
  PURPLE: 'PURPLE',
} as const;
export type SolderMaskColour = (typeof SolderMaskColour)[keyof typeof SolderMaskColour];

export const SilkscreenColour = { WHITE: 'WHITE', BLACK: 'BLACK', NONE: 'NONE' } as const;
export type SilkscreenColour = (typeof SilkscreenColour)[keyof typeof SilkscreenColour];

export const AssemblySides = { TOP: 'TOP', BOTH: 'BOTH' } as const;
export type AssemblySides = (typeof AssemblySides)[keyof typeof AssemblySides];

export const ASSEMBLY_MAX_BOARDS = 100_000;
/** Solder joints per board. */
export const ASSEMBLY_MAX_SMT_JOINTS = 100_000;
export const ASSEMBLY_MAX_THT_JOINTS = 20_000;

export const CUSTOM_MAX_QUANTITY = 1_000_000;
/** Budgets up to 20,000,000 yuan (a GraphQL Int of fen). */
export const CUSTOM_MAX_BUDGET_FEN = 2_000_000_000;
export const CUSTOM_DESCRIPTION_CHARS: [number, number] = [10, 4000];

export interface PcbSpec {
  layers: number;
  widthMm: number;
  heightMm: number;
  quantity: number;
  thicknessMm: number;
  material: PcbMaterial;
  surfaceFinish: SurfaceFinish;
  solderMaskColour: SolderMaskColour;
  silkscreenColour: SilkscreenColour;
  copperWeightOz: number;
}

export interface AssemblySpec {
  boards: number;
  /** Surface-mount joints per board. */
  smtJoints: number;
  /** Through-hole joints per board. */
  thtJoints: number;
  sides: AssemblySides;
  /** A BOM project the buyer saved in the BOM tool, and its name when it was linked. */
  bomProjectId: number | null;
  bomProjectName: string | null;
}

export interface CustomSpec {
  description: string;
  quantity: number;
  /** The buyer's budget for the whole job, when they gave one. */
  budgetFen: number | null;
}

/** The inquiry fields every service request carries (spec §3 Inquiry). */
export interface ServiceContact {
  projectName: string;
  companyName: string;
  companyAddress: string;
  contactName: string;
  contactPhone: string;
  message: string;
}

const contactLimits: [keyof ServiceContact, number, number][] = [
  ['projectName', 1, 100],
  ['companyName', 1, 100],
  ['companyAddress', 0, 200],
  ['contactName', 1, 50],
  ['contactPhone', 5, 30],
  ['message', 0, 2000],
];

/** Whole number of tenths of a millimetre, or null when the value has a finer step. */
export function tenthsOfMm(mm: number): number | null {
  const tenths = Math.round(mm * 10);
  return Number.isFinite(mm) && Math.abs(mm * 10 - tenths) < 1e-6 ? tenths : null;
}

const isWhole = (value: number, min: number, max: number) =>
  Number.isSafeInteger(value) && value >= min && value <= max;
const oneOf = (value: string, options: Record<string, string>) => Object.values(options).includes(value);

/**
 * Every problem of a PCB specification at once, each with the path of its field below `path`, so a form can
 * mark all of them together.
 */
export function pcbSpecProblems(spec: PcbSpec, path: string[]): DomainError[] {
  const problems: DomainError[] = [];
  const at = (field: keyof PcbSpec) => [...path, field];
  if (!(PCB_LAYERS as readonly number[]).includes(spec.layers)) {
    problems.push(
      new DomainError('SERVICE_LAYERS_INVALID', { params: { allowed: PCB_LAYERS.join(', ') }, field: at('layers') }),
    );
  } else if (spec.material === PcbMaterial.ALUMINIUM && spec.layers > ALUMINIUM_MAX_LAYERS) {
    problems.push(
      new DomainError('SERVICE_MATERIAL_LAYERS', { params: { max: ALUMINIUM_MAX_LAYERS }, field: at('layers') }),
    );
  }
  for (const side of ['widthMm', 'heightMm'] as const) {
    const tenths = tenthsOfMm(spec[side]);
    if (tenths === null || tenths < PCB_MIN_DIMENSION_MM * 10 || tenths > PCB_MAX_DIMENSION_MM * 10) {
      problems.push(
        new DomainError('SERVICE_DIMENSION_INVALID', {
          params: { min: PCB_MIN_DIMENSION_MM, max: PCB_MAX_DIMENSION_MM },
          field: at(side),
        }),
      );
    }
  }
  if (!isWhole(spec.quantity, 1, PCB_MAX_QUANTITY)) {
    problems.push(quantityProblem(PCB_MAX_QUANTITY, at('quantity')));
  }
  const thickness = tenthsOfMm(spec.thicknessMm);
  if (thickness === null || !PCB_THICKNESSES_MM.some((option) => Math.round(option * 10) === thickness)) {
    problems.push(
      new DomainError('SERVICE_THICKNESS_INVALID', {
        params: { allowed: PCB_THICKNESSES_MM.map((mm) => mm.toFixed(1)).join(', ') },
        field: at('thicknessMm'),
      }),
    );
  }
  if (!(PCB_COPPER_WEIGHTS_OZ as readonly number[]).includes(spec.copperWeightOz)) {
    problems.push(
      new DomainError('SERVICE_COPPER_WEIGHT_INVALID', {
        params: { allowed: PCB_COPPER_WEIGHTS_OZ.join(', ') },
        field: at('copperWeightOz'),
      }),
    );
  }
  const choices: [keyof PcbSpec, Record<string, string>][] = [
    ['material', PcbMaterial],
    ['surfaceFinish', SurfaceFinish],
    ['solderMaskColour', SolderMaskColour],
    ['silkscreenColour', SilkscreenColour],
  ];
  for (const [field, options] of choices) {
    if (!oneOf(String(spec[field]), options)) {
      problems.push(new DomainError('SERVICE_OPTION_INVALID', { field: at(field) }));
    }
  }
  return problems;
}

export function assemblySpecProblems(spec: AssemblySpec, path: string[]): DomainError[] {
  const problems: DomainError[] = [];
  const at = (field: keyof AssemblySpec) => [...path, field];
  if (!isWhole(spec.boards, 1, ASSEMBLY_MAX_BOARDS)) problems.push(quantityProblem(ASSEMBLY_MAX_BOARDS, at('boards')));
  const smtValid = isWhole(spec.smtJoints, 0, ASSEMBLY_MAX_SMT_JOINTS);
  const thtValid = isWhole(spec.thtJoints, 0, ASSEMBLY_MAX_THT_JOINTS);
  if (!smtValid) {
    problems.push(
      new DomainError('SERVICE_JOINTS_INVALID', { params: { max: ASSEMBLY_MAX_SMT_JOINTS }, field: at('smtJoints') }),
    );
  }
  if (!thtValid) {
    problems.push(
      new DomainError('SERVICE_JOINTS_INVALID', { params: { max: ASSEMBLY_MAX_THT_JOINTS }, field: at('thtJoints') }),
    );
  }
  if (smtValid && thtValid && spec.smtJoints + spec.thtJoints === 0) {
    problems.push(new DomainError('SERVICE_NO_JOINTS', { field: at('smtJoints') }));
  }
  if (!oneOf(spec.sides, AssemblySides))
    problems.push(new DomainError('SERVICE_OPTION_INVALID', { field: at('sides') }));
  return problems;
}

export function customSpecProblems(spec: CustomSpec, path: string[]): DomainError[] {
  const problems: DomainError[] = [];
  const [min, max] = CUSTOM_DESCRIPTION_CHARS;
  const description = spec.description.trim().length;
  if (description < min || description > max) {
    problems.push(new DomainError('SERVICE_TEXT_INVALID', { params: { min, max }, field: [...path, 'description'] }));
  }
  if (!isWhole(spec.quantity, 1, CUSTOM_MAX_QUANTITY)) {
    problems.push(quantityProblem(CUSTOM_MAX_QUANTITY, [...path, 'quantity']));
  }
  if (spec.budgetFen !== null && !isWhole(spec.budgetFen, 0, CUSTOM_MAX_BUDGET_FEN)) {
    problems.push(
      new DomainError('SERVICE_BUDGET_INVALID', {
        params: { max: CUSTOM_MAX_BUDGET_FEN / 100 },
        field: [...path, 'budgetFen'],
      }),
    );
  }
  return problems;
}

export function contactProblems(contact: ServiceContact, path: string[]): DomainError[] {
  return contactLimits
    .filter(([field, min, max]) => {
      const length = String(contact[field]).trim().length;
      return length < min || length > max;
    })
    .map(
      ([field, min, max]) => new DomainError('SERVICE_TEXT_INVALID', { params: { min, max }, field: [...path, field] }),
    );
}

function quantityProblem(max: number, field: string[]): DomainError {
  return new DomainError('SERVICE_QUANTITY_INVALID', { params: { min: 1, max }, field });
}

/** Several problems travel as one DomainError (the first, for the REST envelope) that still holds them all. */
export class SpecProblems extends DomainError {
  constructor(readonly problems: DomainError[]) {
    const first = problems[0]!;
    super(first.code, { params: first.params, ...(first.field && { field: first.field }) });
  }
}

/** Throws every problem found, or nothing. */
export function assertNoProblems(problems: DomainError[]): void {
  if (problems.length > 0) throw new SpecProblems(problems);
}
