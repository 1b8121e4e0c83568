// GraphQL types of the staff price formulas behind the indicative service prices, and their mapping.
import { Money } from '../../platform/graphql/money-scalar.js';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { UserErrorNode } from '../../platform/graphql/user-errors.js';
import type { PcbFormula } from './service-pricing.js';
import type { Formulas } from './services.service.js';

@ObjectType('PriceMultiplier', { description: 'A factor in thousandths (1000 = ×1) for one option.' })
@InputType('PriceMultiplierInput', { description: 'A factor in thousandths (1000 = ×1) for one option.' })
export class PriceMultiplierNode {
  @Field(() => String, { description: 'An enum value, or a number as text ("1.6" mm, "2" oz).' }) option!: string;
  @Field(() => Int, { description: 'Factor in thousandths: 1000 = ×1, 1500 = ×1.5.' }) perMille!: number;
}

@ObjectType('PcbLayerBand', { description: 'Input of `PcbFormulaInput.layerBands`.' })
@InputType('PcbLayerBandInput', { description: 'Area price of boards up to a number of layers.' })
export class PcbLayerBandNode {
  @Field(() => Int, { description: 'Boards up to this many layers (more than the band before).' }) maxLayers!: number;
  @Field(() => Money, { description: 'Board price per square metre of area, in fen.' }) fenPerSquareMetre!: number;
}

@ObjectType('PcbQuantityBreak', { description: 'Input of `PcbFormulaInput.quantityBreaks`.' })
@InputType('PcbQuantityBreakInput', { description: 'A factor that applies from a number of boards up.' })
export class PcbQuantityBreakNode {
  @Field(() => Int, { description: 'Boards from which this break applies.' }) minQuantity!: number;
  @Field(() => Int, { description: "Factor on the boards' price in thousandths (950 = 5% off)." }) perMille!: number;
}

@ObjectType('PcbFormula', { description: 'Setup fee, area price per layer band, factors and quantity breaks.' })
@InputType('PcbFormulaInput', {
  description: 'The PCB price formula staff save: setup fee, area price per layer band, factors and quantity breaks.',
})
export class PcbFormulaNode {
  @Field(() => Money, { description: 'Setup in fen (0.01 yuan).' }) setupFen!: number;
  @Field(() => [PcbLayerBandNode], {
    description: 'Area price by layer count; a board takes the first band whose maxLayers covers it.',
  })
  layerBands!: PcbLayerBandNode[];
  @Field(() => [PriceMultiplierNode], {
    description: 'Price factor per board thickness (option: mm as text, e.g. "1.6").',
  })
  thickness!: PriceMultiplierNode[];
  @Field(() => [PriceMultiplierNode], { description: 'Price factor per `PcbMaterial`.' })
  material!: PriceMultiplierNode[];
  @Field(() => [PriceMultiplierNode], { description: 'Price factor per `SurfaceFinish`.' })
  surfaceFinish!: PriceMultiplierNode[];
  @Field(() => [PriceMultiplierNode], { description: 'Price factor per copper weight (option: oz as text, e.g. "2").' })
  copperWeight!: PriceMultiplierNode[];
  @Field(() => [PriceMultiplierNode], { description: 'Price factor per `SolderMaskColour`.' })
  solderMaskColour!: PriceMultiplierNode[];
  @Field(() => [PcbQuantityBreakNode], {
    description: 'Factors for larger orders; the break with the highest minQuantity not above the quantity applies.',
  })
  quantityBreaks!: PcbQuantityBreakNode[];
}

@ObjectType('AssemblyFormula', { description: 'Input of `UpdateServicePriceFormulaInput.assembly`.' })
@InputType('AssemblyFormulaInput', {
  description: 'The assembly price formula staff save: setup fee, joint prices and the double-sided factor.',
})
export class AssemblyFormulaNode {
  @Field(() => Money, { description: 'Setup in fen (0.01 yuan).' }) setupFen!: number;
  @Field(() => Money, { description: 'Price per 1,000 surface-mount joints, in fen.' })
  fenPerThousandSmtJoints!: number;
  @Field(() => Money, { description: 'Price per 1,000 through-hole joints, in fen.' }) fenPerThousandThtJoints!: number;
  @Field(() => Int, { description: 'Factor for double-sided jobs in thousandths (1000 = ×1).' })
  doubleSidedPerMille!: number;
}

@ObjectType('ServicePriceFormula', { description: 'The formulas behind the indicative service prices.' })
export class ServicePriceFormulaNode {
  @Field(() => PcbFormulaNode, { description: 'The PCB price formula.' }) pcb!: PcbFormulaNode;
  @Field(() => AssemblyFormulaNode, { description: 'The assembly price formula.' }) assembly!: AssemblyFormulaNode;
  @Field(() => Date, { nullable: true, description: 'Null while the defaults apply.' }) updatedAt!: Date | null;
}

@InputType('UpdateServicePriceFormulaInput', { description: 'Input of `updateServicePriceFormula`.' })
export class UpdateServicePriceFormulaInput {
  @Field(() => PcbFormulaNode, { description: 'The new PCB formula, replacing the old one whole.' })
  pcb!: PcbFormulaNode;
  @Field(() => AssemblyFormulaNode, { description: 'The new assembly formula, replacing the old one whole.' })
  assembly!: AssemblyFormulaNode;
}

@ObjectType('ServicePriceFormulaPayload', {
  description:
    'What `updateServicePriceFormula` answers: the result, or `userErrors` saying why it did not go through.',
})
export class ServicePriceFormulaPayload {
  @Field(() => ServicePriceFormulaNode, {
    nullable: true,
    description: 'The formulas now in force; null when `userErrors` is not empty.',
  })
  formula?: ServicePriceFormulaNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export function toFormulaNode(formulas: Formulas): ServicePriceFormulaNode {
  return { pcb: formulas.pcb, assembly: formulas.assembly, updatedAt: formulas.updatedAt };
}

/** type-graphql hands class instances; the formula is stored as plain JSON. */
export function plainPcbFormula(input: PcbFormula): PcbFormula {
  const list = <T extends object>(entries: T[]) => entries.map((entry) => ({ ...entry }));
  return {
    setupFen: input.setupFen,
    layerBands: list(input.layerBands),
    thickness: list(input.thickness),
    material: list(input.material),
    surfaceFinish: list(input.surfaceFinish),
    copperWeight: list(input.copperWeight),
    solderMaskColour: list(input.solderMaskColour),
    quantityBreaks: list(input.quantityBreaks),
  };
}
