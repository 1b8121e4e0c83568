// GraphQL types of a service request: the three specifications, the contact, the quotes and the form options.
import { Money } from '../../platform/graphql/money-scalar.js';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode } from '../../platform/graphql/user-errors.js';
import {
  ALUMINIUM_MAX_LAYERS,
  ASSEMBLY_MAX_BOARDS,
  ASSEMBLY_MAX_SMT_JOINTS,
  ASSEMBLY_MAX_THT_JOINTS,
  AssemblySides,
  CUSTOM_DESCRIPTION_CHARS,
  CUSTOM_MAX_QUANTITY,
  PCB_COPPER_WEIGHTS_OZ,
  PCB_LAYERS,
  PCB_MAX_DIMENSION_MM,
  PCB_MAX_QUANTITY,
  PCB_MIN_DIMENSION_MM,
  PCB_THICKNESSES_MM,
  PcbMaterial,
  SilkscreenColour,
  SolderMaskColour,
  SurfaceFinish,
  type ServiceContact,
} from './service-specs.js';
import { ServiceKind, type ServiceRequest } from './services.entities.js';
import type { ServiceOrder } from './services.service.js';

registerEnumType(ServiceKind, {
  name: 'ServiceKind',
  description: 'PCB manufacturing, assembly or custom electronics.',
});
registerEnumType(PcbMaterial, { name: 'PcbMaterial' });
registerEnumType(SurfaceFinish, { name: 'SurfaceFinish' });
registerEnumType(SolderMaskColour, { name: 'SolderMaskColour' });
registerEnumType(SilkscreenColour, { name: 'SilkscreenColour' });
registerEnumType(AssemblySides, { name: 'AssemblySides', description: 'Components on the top side only, or both.' });

@InputType('PcbSpecInput', { description: 'Input of `pcbQuote`, `SubmitPcbRequestInput.pcb`.' })
export class PcbSpecInput {
  @Field(() => Int, { description: 'One of pcbOptions.layers.' }) layers!: number;
  @Field(() => Float, { description: 'Board width in mm, 0.1 mm steps.' }) widthMm!: number;
  @Field(() => Float, { description: 'Board height in mm, 0.1 mm steps.' }) heightMm!: number;
  @Field(() => Int, { description: 'Boards.' }) quantity!: number;
  @Field(() => Float, { description: 'One of pcbOptions.thicknessesMm.' }) thicknessMm!: number;
  @Field(() => PcbMaterial) material!: PcbMaterial;
  @Field(() => SurfaceFinish) surfaceFinish!: SurfaceFinish;
  @Field(() => SolderMaskColour) solderMaskColour!: SolderMaskColour;
  @Field(() => SilkscreenColour) silkscreenColour!: SilkscreenColour;
  @Field(() => Int, { description: 'Outer copper in oz/ft²; one of pcbOptions.copperWeightsOz.' })
  copperWeightOz!: number;
}

@ObjectType('PcbSpec', { description: 'A PCB as the buyer specified it.' })
export class PcbSpecNode {
  @Field(() => Int) layers!: number;
  @Field(() => Float) widthMm!: number;
  @Field(() => Float) heightMm!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => Float) thicknessMm!: number;
  @Field(() => PcbMaterial) material!: PcbMaterial;
  @Field(() => SurfaceFinish) surfaceFinish!: SurfaceFinish;
  @Field(() => SolderMaskColour) solderMaskColour!: SolderMaskColour;
  @Field(() => SilkscreenColour) silkscreenColour!: SilkscreenColour;
  @Field(() => Int) copperWeightOz!: number;
}

@InputType('AssemblySpecInput', { description: 'Input of `assemblyQuote`, `SubmitAssemblyRequestInput.assembly`.' })
export class AssemblySpecInput {
  @Field(() => Int) boards!: number;
  @Field(() => Int, { description: 'Surface-mount solder joints per board.' }) smtJoints!: number;
  @Field(() => Int, { description: 'Through-hole solder joints per board.' }) thtJoints!: number;
  @Field(() => AssemblySides) sides!: AssemblySides;
  @Field(() => ID, { nullable: true, description: "One of the buyer's saved BOM projects." })
  bomProjectId?: string | null;
}

@ObjectType('AssemblySpec')
export class AssemblySpecNode {
  @Field(() => Int) boards!: number;
  @Field(() => Int) smtJoints!: number;
  @Field(() => Int) thtJoints!: number;
  @Field(() => AssemblySides) sides!: AssemblySides;
  @Field(() => ID, { nullable: true, description: 'ID of the bom project. Null when there is none.' }) bomProjectId!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The BOM project’s name when it was linked.' })
  bomProjectName!: string | null;
}

@InputType('CustomSpecInput', { description: 'Input of `SubmitCustomRequestInput.custom`.' })
export class CustomSpecInput {
  @Field(() => String) description!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Money, { nullable: true, description: 'Budget for the whole job in fen.' }) budgetFen?: number | null;
}

@ObjectType('CustomSpec')
export class CustomSpecNode {
  @Field(() => String) description!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Money, { nullable: true, description: 'Fen.' }) budgetFen!: number | null;
}

@InputType('ServiceContactInput', { description: 'The inquiry fields of a service request (spec §3).' })
export class ServiceContactInput {
  @Field(() => String) projectName!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String, { defaultValue: '' }) companyAddress!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) contactPhone!: string;
  @Field(() => String, { defaultValue: '' }) message!: string;
}

@ObjectType('ServiceRequest', { description: 'The specification of a service inquiry and its indicative price.' })
export class ServiceRequestNode {
  @Field(() => ID, { description: 'ID of the service request.' }) id!: string;
  @Field(() => ServiceKind, { description: 'Which kind it is; see `ServiceKind`.' }) kind!: ServiceKind;
  @Field(() => PcbSpecNode, { nullable: true }) pcb!: PcbSpecNode | null;
  @Field(() => AssemblySpecNode, { nullable: true }) assembly!: AssemblySpecNode | null;
  @Field(() => CustomSpecNode, { nullable: true }) custom!: CustomSpecNode | null;
  @Field(() => Money, {
    nullable: true,
    description: 'Indicative price in fen at submission, from the formula then in force; not an offer.',
  })
  indicativePriceFen!: number | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType('PcbQuote', { description: 'An indicative PCB price in fen; sales staff confirm the real one.' })
export class PcbQuoteNode {
  @Field(() => Money, { description: 'Setup in fen (0.01 yuan).' }) setupFen!: number;
  @Field(() => Money, { description: 'Boards in fen (0.01 yuan).' }) boardsFen!: number;
  @Field(() => Money, { description: 'Total in fen (0.01 yuan).' }) totalFen!: number;
  @Field(() => Int, { description: 'Quantity break factor in thousandths (1000 when none applies).' })
  quantityBreakPerMille!: number;
}

@ObjectType('AssemblyQuote', { description: 'An indicative assembly price in fen.' })
export class AssemblyQuoteNode {
  @Field(() => Money, { description: 'Setup in fen (0.01 yuan).' }) setupFen!: number;
  @Field(() => Money, { description: 'Joints in fen (0.01 yuan).' }) jointsFen!: number;
  @Field(() => Money, { description: 'Total in fen (0.01 yuan).' }) totalFen!: number;
}

@ObjectType('PcbQuotePayload', {
  description: 'What `pcbQuote` answers: the result, or `userErrors` saying why it did not go through.',
})
export class PcbQuotePayload {
  @Field(() => PcbQuoteNode, { nullable: true, description: 'Null with errors, or beyond the instant range.' })
  quote?: PcbQuoteNode | null;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('AssemblyQuotePayload', {
  description: 'What `assemblyQuote` answers: the result, or `userErrors` saying why it did not go through.',
})
export class AssemblyQuotePayload {
  @Field(() => AssemblyQuoteNode, { nullable: true }) quote?: AssemblyQuoteNode | null;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('ServiceOptions', { description: 'What the service forms offer and accept.' })
export class ServiceOptionsNode {
  @Field(() => [Int]) pcbLayers!: number[];
  @Field(() => [Float]) pcbThicknessesMm!: number[];
  @Field(() => [Int]) pcbCopperWeightsOz!: number[];
  @Field(() => Int) pcbMinDimensionMm!: number;
  @Field(() => Int) pcbMaxDimensionMm!: number;
  @Field(() => Int) pcbMaxQuantity!: number;
  @Field(() => Int, { description: 'Aluminium boards have at most this many layers.' }) aluminiumMaxLayers!: number;
  @Field(() => Int) assemblyMaxBoards!: number;
  @Field(() => Int) assemblyMaxSmtJoints!: number;
  @Field(() => Int) assemblyMaxThtJoints!: number;
  @Field(() => Int) customMaxQuantity!: number;
  @Field(() => Int) customDescriptionMinChars!: number;
  @Field(() => Int) customDescriptionMaxChars!: number;
}

export const serviceOptions: ServiceOptionsNode = {
  pcbLayers: [...PCB_LAYERS],
  pcbThicknessesMm: [...PCB_THICKNESSES_MM],
  pcbCopperWeightsOz: [...PCB_COPPER_WEIGHTS_OZ],
  pcbMinDimensionMm: PCB_MIN_DIMENSION_MM,
  pcbMaxDimensionMm: PCB_MAX_DIMENSION_MM,
  pcbMaxQuantity: PCB_MAX_QUANTITY,
  aluminiumMaxLayers: ALUMINIUM_MAX_LAYERS,
  assemblyMaxBoards: ASSEMBLY_MAX_BOARDS,
  assemblyMaxSmtJoints: ASSEMBLY_MAX_SMT_JOINTS,
  assemblyMaxThtJoints: ASSEMBLY_MAX_THT_JOINTS,
  customMaxQuantity: CUSTOM_MAX_QUANTITY,
  customDescriptionMinChars: CUSTOM_DESCRIPTION_CHARS[0],
  customDescriptionMaxChars: CUSTOM_DESCRIPTION_CHARS[1],
};

export function toServiceRequestNode(request: ServiceRequest): ServiceRequestNode {
  const spec = request.spec;
  return {
    id: String(request.id),
    kind: request.kind,
    pcb: spec.kind === ServiceKind.PCB ? spec.pcb : null,
    assembly:
      spec.kind === ServiceKind.ASSEMBLY
        ? {
            ...spec.assembly,
            bomProjectId: spec.assembly.bomProjectId === null ? null : String(spec.assembly.bomProjectId),
          }
        : null,
    custom: spec.kind === ServiceKind.CUSTOM ? spec.custom : null,
    indicativePriceFen: request.indicativePriceFen ?? null,
    createdAt: request.createdAt,
  };
}

export function contactOf(input: ServiceContactInput): ServiceContact {
  const { projectName, companyName, companyAddress, contactName, contactPhone, message } = input;
  return { projectName, companyName, companyAddress, contactName, contactPhone, message };
}

export function assemblyOrder(input: AssemblySpecInput, field: string[]): ServiceOrder & { kind: 'ASSEMBLY' } {
  const { bomProjectId, ...rest } = input;
  return {
    kind: ServiceKind.ASSEMBLY,
    assembly: { ...rest, bomProjectId: bomProjectId ? parseId(bomProjectId, [...field, 'bomProjectId']) : null },
  };
}
