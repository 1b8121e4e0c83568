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
  valuesConfig: {
    PCB: { description: 'Bare printed circuit board manufacturing.' },
    ASSEMBLY: { description: 'Mounting components on boards (SMT and through-hole).' },
    CUSTOM: { description: 'Custom electronics work described in free text, priced by sales staff.' },
  },
});
registerEnumType(PcbMaterial, {
  name: 'PcbMaterial',
  valuesConfig: {
    FR4: { description: 'Standard glass-epoxy laminate.' },
    FR4_HIGH_TG: {
      description: 'Glass-epoxy with a high glass-transition temperature, for hot or lead-free processes.',
    },
    ALUMINIUM: { description: 'Aluminium core for heat dissipation; one or two layers only.' },
    ROGERS: { description: 'Rogers high-frequency laminate.' },
    POLYIMIDE: { description: 'Polyimide, for flexible boards.' },
  },
  description: 'Base material of a PCB.',
});
registerEnumType(SurfaceFinish, {
  name: 'SurfaceFinish',
  valuesConfig: {
    HASL: { description: 'Hot-air solder levelling with tin-lead solder.' },
    LEAD_FREE_HASL: { description: 'Hot-air solder levelling with lead-free solder.' },
    ENIG: { description: 'Electroless nickel, immersion gold.' },
    OSP: { description: 'Organic solderability preservative.' },
    IMMERSION_SILVER: { description: 'Immersion silver.' },
    HARD_GOLD: { description: 'Electroplated hard gold, for edge connectors and contacts.' },
  },
  description: "Finish of a PCB's exposed copper pads.",
});
registerEnumType(SolderMaskColour, {
  name: 'SolderMaskColour',
  valuesConfig: {
    GREEN: { description: 'Green (the usual and cheapest).' },
    RED: { description: 'Red.' },
    YELLOW: { description: 'Yellow.' },
    BLUE: { description: 'Blue.' },
    WHITE: { description: 'White.' },
    BLACK: { description: 'Glossy black.' },
    MATTE_BLACK: { description: 'Matte black.' },
    PURPLE: { description: 'Purple.' },
  },
  description: "Colour of a PCB's solder mask.",
});
registerEnumType(SilkscreenColour, {
  name: 'SilkscreenColour',
  valuesConfig: {
    WHITE: { description: 'White legend.' },
    BLACK: { description: 'Black legend.' },
    NONE: { description: 'No legend printed.' },
  },
  description: "Colour of a PCB's printed legend.",
});
registerEnumType(AssemblySides, {
  name: 'AssemblySides',
  description: 'Components on the top side only, or both.',
  valuesConfig: {
    TOP: { description: 'Components on the top side only.' },
    BOTH: { description: 'Components on both sides; priced with the double-sided factor.' },
  },
});

@InputType('PcbSpecInput', { description: 'Input of `pcbQuote`, `SubmitPcbRequestInput.pcb`.' })
export class PcbSpecInput {
  @Field(() => Int, { description: 'One of pcbOptions.layers.' }) layers!: number;
  @Field(() => Float, { description: 'Board width in mm, 0.1 mm steps.' }) widthMm!: number;
  @Field(() => Float, { description: 'Board height in mm, 0.1 mm steps.' }) heightMm!: number;
  @Field(() => Int, { description: 'Boards.' }) quantity!: number;
  @Field(() => Float, { description: 'One of pcbOptions.thicknessesMm.' }) thicknessMm!: number;
  @Field(() => PcbMaterial, { description: 'Base material; ALUMINIUM allows at most two layers.' })
  material!: PcbMaterial;
  @Field(() => SurfaceFinish, { description: 'Finish of the exposed copper pads.' }) surfaceFinish!: SurfaceFinish;
  @Field(() => SolderMaskColour, { description: 'Colour of the solder mask.' }) solderMaskColour!: SolderMaskColour;
  @Field(() => SilkscreenColour, { description: 'Colour of the printed legend, or NONE.' })
  silkscreenColour!: SilkscreenColour;
  @Field(() => Int, { description: 'Outer copper in oz/ft²; one of pcbOptions.copperWeightsOz.' })
  copperWeightOz!: number;
}

@ObjectType('PcbSpec', { description: 'A PCB as the buyer specified it.' })
export class PcbSpecNode {
  @Field(() => Int, { description: 'Copper layers; one of `ServiceOptions.pcbLayers`.' }) layers!: number;
  @Field(() => Float, { description: 'Board width in mm, in 0.1 mm steps.' }) widthMm!: number;
  @Field(() => Float, { description: 'Board height in mm, in 0.1 mm steps.' }) heightMm!: number;
  @Field(() => Int, { description: 'Boards to make.' }) quantity!: number;
  @Field(() => Float, { description: 'Finished board thickness in mm; one of `ServiceOptions.pcbThicknessesMm`.' })
  thicknessMm!: number;
  @Field(() => PcbMaterial, { description: 'Base material of the board.' }) material!: PcbMaterial;
  @Field(() => SurfaceFinish, { description: 'Finish of the exposed copper pads.' }) surfaceFinish!: SurfaceFinish;
  @Field(() => SolderMaskColour, { description: 'Colour of the solder mask.' }) solderMaskColour!: SolderMaskColour;
  @Field(() => SilkscreenColour, { description: 'Colour of the printed legend, or NONE.' })
  silkscreenColour!: SilkscreenColour;
  @Field(() => Int, { description: 'Outer copper weight in oz/ft²; one of `ServiceOptions.pcbCopperWeightsOz`.' })
  copperWeightOz!: number;
}

@InputType('AssemblySpecInput', { description: 'Input of `assemblyQuote`, `SubmitAssemblyRequestInput.assembly`.' })
export class AssemblySpecInput {
  @Field(() => Int, { description: 'Boards to assemble; at most `ServiceOptions.assemblyMaxBoards`.' }) boards!: number;
  @Field(() => Int, { description: 'Surface-mount solder joints per board.' }) smtJoints!: number;
  @Field(() => Int, { description: 'Through-hole solder joints per board.' }) thtJoints!: number;
  @Field(() => AssemblySides, { description: 'Whether components go on the top side only or on both.' })
  sides!: AssemblySides;
  @Field(() => ID, { nullable: true, description: "One of the buyer's saved BOM projects." })
  bomProjectId?: string | null;
}

@ObjectType('AssemblySpec', { description: 'An assembly job as the buyer specified it.' })
export class AssemblySpecNode {
  @Field(() => Int, { description: 'Boards to assemble.' }) boards!: number;
  @Field(() => Int, { description: 'Surface-mount solder joints per board.' }) smtJoints!: number;
  @Field(() => Int, { description: 'Through-hole solder joints per board.' }) thtJoints!: number;
  @Field(() => AssemblySides, { description: 'Whether components go on the top side only or on both.' })
  sides!: AssemblySides;
  @Field(() => ID, { nullable: true, description: 'ID of the bom project. Null when there is none.' }) bomProjectId!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The BOM project’s name when it was linked.' })
  bomProjectName!: string | null;
}

@InputType('CustomSpecInput', { description: 'Input of `SubmitCustomRequestInput.custom`.' })
export class CustomSpecInput {
  @Field(() => String, {
    description:
      'What the buyer wants made; between `ServiceOptions.customDescriptionMinChars` and `customDescriptionMaxChars` characters.',
  })
  description!: string;
  @Field(() => Int, { description: 'Units wanted; at most `ServiceOptions.customMaxQuantity`.' }) quantity!: number;
  @Field(() => Money, { nullable: true, description: 'Budget for the whole job in fen.' }) budgetFen?: number | null;
}

@ObjectType('CustomSpec', { description: 'Custom electronics work as the buyer described it.' })
export class CustomSpecNode {
  @Field(() => String, { description: 'What the buyer wants made, in their words.' }) description!: string;
  @Field(() => Int, { description: 'Units wanted.' }) quantity!: number;
  @Field(() => Money, { nullable: true, description: 'Fen.' }) budgetFen!: number | null;
}

@InputType('ServiceContactInput', { description: 'The inquiry fields of a service request (spec §3).' })
export class ServiceContactInput {
  @Field(() => String, { description: "Name of the buyer's project; 1-100 characters." }) projectName!: string;
  @Field(() => String, { description: 'Company name; 1-100 characters.' }) companyName!: string;
  @Field(() => String, { defaultValue: '', description: 'Company address; up to 200 characters, empty by default.' })
  companyAddress!: string;
  @Field(() => String, { description: 'Who sales staff should contact; 1-50 characters.' }) contactName!: string;
  @Field(() => String, { description: 'Phone number of the contact; 5-30 characters.' }) contactPhone!: string;
  @Field(() => String, {
    defaultValue: '',
    description: 'Anything else for sales staff; up to 2000 characters, empty by default.',
  })
  message!: string;
}

@ObjectType('ServiceRequest', { description: 'The specification of a service inquiry and its indicative price.' })
export class ServiceRequestNode {
  @Field(() => ID, { description: 'ID of the service request.' }) id!: string;
  @Field(() => ServiceKind, { description: 'Which kind it is; see `ServiceKind`.' }) kind!: ServiceKind;
  @Field(() => PcbSpecNode, { nullable: true, description: 'The board specification; null unless kind is PCB.' })
  pcb!: PcbSpecNode | null;
  @Field(() => AssemblySpecNode, {
    nullable: true,
    description: 'The assembly specification; null unless kind is ASSEMBLY.',
  })
  assembly!: AssemblySpecNode | null;
  @Field(() => CustomSpecNode, {
    nullable: true,
    description: 'The custom work description; null unless kind is CUSTOM.',
  })
  custom!: CustomSpecNode | null;
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
  @Field(() => AssemblyQuoteNode, {
    nullable: true,
    description: 'The indicative price; null when `userErrors` is not empty.',
  })
  quote?: AssemblyQuoteNode | null;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('ServiceOptions', { description: 'What the service forms offer and accept.' })
export class ServiceOptionsNode {
  @Field(() => [Int], { description: 'Layer counts a PCB may have.' }) pcbLayers!: number[];
  @Field(() => [Float], { description: 'Finished board thicknesses offered, in mm.' }) pcbThicknessesMm!: number[];
  @Field(() => [Int], { description: 'Outer copper weights offered, in oz/ft².' }) pcbCopperWeightsOz!: number[];
  @Field(() => Int, { description: 'Smallest board width or height, in mm.' }) pcbMinDimensionMm!: number;
  @Field(() => Int, { description: 'Largest board width or height, in mm.' }) pcbMaxDimensionMm!: number;
  @Field(() => Int, { description: 'Most boards one PCB request may order.' }) pcbMaxQuantity!: number;
  @Field(() => Int, { description: 'Aluminium boards have at most this many layers.' }) aluminiumMaxLayers!: number;
  @Field(() => Int, { description: 'Most boards one assembly request may cover.' }) assemblyMaxBoards!: number;
  @Field(() => Int, { description: 'Most surface-mount joints per board.' }) assemblyMaxSmtJoints!: number;
  @Field(() => Int, { description: 'Most through-hole joints per board.' }) assemblyMaxThtJoints!: number;
  @Field(() => Int, { description: 'Most units one custom request may ask for.' }) customMaxQuantity!: number;
  @Field(() => Int, { description: 'Fewest characters a custom description may have.' })
  customDescriptionMinChars!: number;
  @Field(() => Int, { description: 'Most characters a custom description may have.' })
  customDescriptionMaxChars!: number;
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
