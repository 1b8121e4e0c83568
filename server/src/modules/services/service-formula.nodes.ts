// GraphQL types of the staff price formulas behind the indicative service prices, and their mapping.
import { Money } from '../../platform/graphql/money-scalar.js';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { UserErrorNode } from '../../platform/graphql/user-errors.js';
import type { PcbFormula } from './service-pricing.js';
import type { Formulas } from './services.service.js';

@ObjectType('PriceMultiplier', { description: 'A factor in thousandths (1000 = ×1) for one option.' })
@InputType('PriceMultiplierInput')
export class PriceMultiplierNode {
  @Field(() => String, { description: 'An enum value, or a number as text ("1.6" mm, "2" oz).' }) option!: string;
  @Field(() => Int) perMille!: number;
}

@ObjectType('PcbLayerBand', { description: 'Input of `PcbFormulaInput.layerBands`.' })
@InputType('PcbLayerBandInput')
export class PcbLayerBandNode {
  @Field(() => Int, { description: 'Boards up to this many layers (more than the band before).' }) maxLayers!: number;
  @Field(() => Money) fenPerSquareMetre!: number;
}

@ObjectType('PcbQuantityBreak', { description: 'Input of `PcbFormulaInput.quantityBreaks`.' })
@InputType('PcbQuantityBreakInput')
export class PcbQuantityBreakNode {
  @Field(() => Int) minQuantity!: number;
  @Field(() => Int) perMille!: number;
}

@ObjectType('PcbFormula', { description: 'Setup fee, area price per layer band, factors and quantity breaks.' })
@InputType('PcbFormulaInput')
export class PcbFormulaNode {
  @Field(() => Money, { description: 'Setup in fen (0.01 yuan).' }) setupFen!: number;
  @Field(() => [PcbLayerBandNode]) layerBands!: PcbLayerBandNode[];
  @Field(() => [PriceMultiplierNode]) thickness!: PriceMultiplierNode[];
  @Field(() => [PriceMultiplierNode]) material!: PriceMultiplierNode[];
  @Field(() => [PriceMultiplierNode]) surfaceFinish!: PriceMultiplierNode[];
  @Field(() => [PriceMultiplierNode]) copperWeight!: PriceMultiplierNode[];
  @Field(() => [PriceMultiplierNode]) solderMaskColour!: PriceMultiplierNode[];
  @Field(() => [PcbQuantityBreakNode]) quantityBreaks!: PcbQuantityBreakNode[];
}

@ObjectType('AssemblyFormula', { description: 'Input of `UpdateServicePriceFormulaInput.assembly`.' })
@InputType('AssemblyFormulaInput')
export class AssemblyFormulaNode {
  @Field(() => Money, { description: 'Setup in fen (0.01 yuan).' }) setupFen!: number;
  @Field(() => Money) fenPerThousandSmtJoints!: number;
  @Field(() => Money) fenPerThousandThtJoints!: number;
  @Field(() => Int) doubleSidedPerMille!: number;
}

@ObjectType('ServicePriceFormula', { description: 'The formulas behind the indicative service prices.' })
export class ServicePriceFormulaNode {
  @Field(() => PcbFormulaNode) pcb!: PcbFormulaNode;
  @Field(() => AssemblyFormulaNode) assembly!: AssemblyFormulaNode;
  @Field(() => Date, { nullable: true, description: 'Null while the defaults apply.' }) updatedAt!: Date | null;
}

@InputType('UpdateServicePriceFormulaInput', { description: 'Input of `updateServicePriceFormula`.' })
export class UpdateServicePriceFormulaInput {
  @Field(() => PcbFormulaNode) pcb!: PcbFormulaNode;
  @Field(() => AssemblyFormulaNode) assembly!: AssemblyFormulaNode;
}

@ObjectType('ServicePriceFormulaPayload', {
  description:
    'What `updateServicePriceFormula` answers: the result, or `userErrors` saying why it did not go through.',
})
export class ServicePriceFormulaPayload {
  @Field(() => ServicePriceFormulaNode, { nullable: true }) formula?: ServicePriceFormulaNode;
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
