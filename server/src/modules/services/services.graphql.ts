import { Money } from '../../platform/graphql/money-scalar.js';
import DataLoader from 'dataloader';
import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../platform/auth/index.js';
import { translateError, type DomainError } from '../../platform/errors/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { Locale } from '../../platform/i18n/index.js';
import { InquiryNode, toInquiryNode } from '../inquiries/inquiries.graphql.js';
import type { PcbFormula } from './service-pricing.js';
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
  SpecProblems,
  SurfaceFinish,
  type ServiceContact,
} from './service-specs.js';
import { ServiceKind, type ServiceRequest } from './services.entities.js';
import type { Formulas, ServiceOrder, ServicesService, SubmittedRequest } from './services.service.js';

registerEnumType(ServiceKind, {
  name: 'ServiceKind',
  description: 'PCB manufacturing, assembly or custom electronics.',
});
registerEnumType(PcbMaterial, { name: 'PcbMaterial' });
registerEnumType(SurfaceFinish, { name: 'SurfaceFinish' });
registerEnumType(SolderMaskColour, { name: 'SolderMaskColour' });
registerEnumType(SilkscreenColour, { name: 'SilkscreenColour' });
registerEnumType(AssemblySides, { name: 'AssemblySides', description: 'Components on the top side only, or both.' });

@InputType('PcbSpecInput')
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

@InputType('AssemblySpecInput')
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
  @Field(() => ID, { nullable: true }) bomProjectId!: string | null;
  @Field(() => String, { nullable: true, description: 'The BOM project’s name when it was linked.' })
  bomProjectName!: string | null;
}

@InputType('CustomSpecInput')
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
  @Field(() => ID) id!: string;
  @Field(() => ServiceKind) kind!: ServiceKind;
  @Field(() => PcbSpecNode, { nullable: true }) pcb!: PcbSpecNode | null;
  @Field(() => AssemblySpecNode, { nullable: true }) assembly!: AssemblySpecNode | null;
  @Field(() => CustomSpecNode, { nullable: true }) custom!: CustomSpecNode | null;
  @Field(() => Money, {
    nullable: true,
    description: 'Indicative price in fen at submission, from the formula then in force; not an offer.',
  })
  indicativePriceFen!: number | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('PcbQuote', { description: 'An indicative PCB price in fen; sales staff confirm the real one.' })
export class PcbQuoteNode {
  @Field(() => Money) setupFen!: number;
  @Field(() => Money) boardsFen!: number;
  @Field(() => Money) totalFen!: number;
  @Field(() => Int, { description: 'Quantity break factor in thousandths (1000 when none applies).' })
  quantityBreakPerMille!: number;
}

@ObjectType('AssemblyQuote', { description: 'An indicative assembly price in fen.' })
export class AssemblyQuoteNode {
  @Field(() => Money) setupFen!: number;
  @Field(() => Money) jointsFen!: number;
  @Field(() => Money) totalFen!: number;
}

@ObjectType('PcbQuotePayload')
export class PcbQuotePayload {
  @Field(() => PcbQuoteNode, { nullable: true, description: 'Null with errors, or beyond the instant range.' })
  quote?: PcbQuoteNode | null;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('AssemblyQuotePayload')
export class AssemblyQuotePayload {
  @Field(() => AssemblyQuoteNode, { nullable: true }) quote?: AssemblyQuoteNode | null;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
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

@ObjectType('PriceMultiplier', { description: 'A factor in thousandths (1000 = ×1) for one option.' })
@InputType('PriceMultiplierInput')
export class PriceMultiplierNode {
  @Field(() => String, { description: 'An enum value, or a number as text ("1.6" mm, "2" oz).' }) option!: string;
  @Field(() => Int) perMille!: number;
}

@ObjectType('PcbLayerBand')
@InputType('PcbLayerBandInput')
export class PcbLayerBandNode {
  @Field(() => Int, { description: 'Boards up to this many layers (more than the band before).' }) maxLayers!: number;
  @Field(() => Money) fenPerSquareMetre!: number;
}

@ObjectType('PcbQuantityBreak')
@InputType('PcbQuantityBreakInput')
export class PcbQuantityBreakNode {
  @Field(() => Int) minQuantity!: number;
  @Field(() => Int) perMille!: number;
}

@ObjectType('PcbFormula', { description: 'Setup fee, area price per layer band, factors and quantity breaks.' })
@InputType('PcbFormulaInput')
export class PcbFormulaNode {
  @Field(() => Money) setupFen!: number;
  @Field(() => [PcbLayerBandNode]) layerBands!: PcbLayerBandNode[];
  @Field(() => [PriceMultiplierNode]) thickness!: PriceMultiplierNode[];
  @Field(() => [PriceMultiplierNode]) material!: PriceMultiplierNode[];
  @Field(() => [PriceMultiplierNode]) surfaceFinish!: PriceMultiplierNode[];
  @Field(() => [PriceMultiplierNode]) copperWeight!: PriceMultiplierNode[];
  @Field(() => [PriceMultiplierNode]) solderMaskColour!: PriceMultiplierNode[];
  @Field(() => [PcbQuantityBreakNode]) quantityBreaks!: PcbQuantityBreakNode[];
}

@ObjectType('AssemblyFormula')
@InputType('AssemblyFormulaInput')
export class AssemblyFormulaNode {
  @Field(() => Money) setupFen!: number;
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

@InputType('UpdateServicePriceFormulaInput')
export class UpdateServicePriceFormulaInput {
  @Field(() => PcbFormulaNode) pcb!: PcbFormulaNode;
  @Field(() => AssemblyFormulaNode) assembly!: AssemblyFormulaNode;
}

@ObjectType('ServicePriceFormulaPayload')
export class ServicePriceFormulaPayload {
  @Field(() => ServicePriceFormulaNode, { nullable: true }) formula?: ServicePriceFormulaNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@InputType('SubmitPcbRequestInput')
export class SubmitPcbRequestInput {
  @Field(() => ServiceContactInput) contact!: ServiceContactInput;
  @Field(() => PcbSpecInput) pcb!: PcbSpecInput;
  @Field(() => String, {
    nullable: true,
    description:
      'A random key (8–64 letters, digits, dashes) per form: sending again with it answers the first request.',
  })
  requestKey?: string | null;
}

@InputType('SubmitAssemblyRequestInput')
export class SubmitAssemblyRequestInput {
  @Field(() => ServiceContactInput) contact!: ServiceContactInput;
  @Field(() => AssemblySpecInput) assembly!: AssemblySpecInput;
  @Field(() => String, {
    nullable: true,
    description:
      'A random key (8–64 letters, digits, dashes) per form: sending again with it answers the first request.',
  })
  requestKey?: string | null;
}

@InputType('SubmitCustomRequestInput', { description: 'An attachment goes through POST /api/services/request.' })
export class SubmitCustomRequestInput {
  @Field(() => ServiceContactInput) contact!: ServiceContactInput;
  @Field(() => CustomSpecInput) custom!: CustomSpecInput;
  @Field(() => String, {
    nullable: true,
    description:
      'A random key (8–64 letters, digits, dashes) per form: sending again with it answers the first request.',
  })
  requestKey?: string | null;
}

@ObjectType('ServiceRequestPayload')
export class ServiceRequestPayload {
  @Field(() => InquiryNode, { nullable: true, description: 'The inquiry that carries the request (its number).' })
  inquiry?: InquiryNode;
  @Field(() => ServiceRequestNode, { nullable: true }) serviceRequest?: ServiceRequestNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

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

export function toSubmittedNodes(
  { inquiry, request }: SubmittedRequest,
  attachment: { filename: string; size: number } | null,
) {
  return { inquiry: toInquiryNode(inquiry, attachment), serviceRequest: toServiceRequestNode(request) };
}

export function toFormulaNode(formulas: Formulas): ServicePriceFormulaNode {
  return { pcb: formulas.pcb, assembly: formulas.assembly, updatedAt: formulas.updatedAt };
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

const userError = (error: DomainError, locale: Locale): UserErrorNode => ({
  code: error.code,
  message: translateError(error.code, locale, error.params),
  field: error.field ?? null,
  lineIds: null,
});

/** Like withUserErrors, but a form's several problems all come back at once. */
export async function withAllUserErrors<T extends object>(
  locale: Locale,
  work: () => Promise<T>,
): Promise<(T & { userErrors: UserErrorNode[] }) | { userErrors: UserErrorNode[] }> {
  try {
    return { ...(await work()), userErrors: [] };
  } catch (error) {
    if (error instanceof SpecProblems)
      return { userErrors: error.problems.map((problem) => userError(problem, locale)) };
    return withUserErrors(locale, () => Promise.reject(error));
  }
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

@Resolver()
export class ServicesResolver {
  constructor(private readonly services: ServicesService) {}

  @Query(() => ServiceOptionsNode, { description: 'Option lists and limits of the service forms.' })
  serviceOptions(): ServiceOptionsNode {
    return serviceOptions;
  }

  @Query(() => PcbQuotePayload, {
    description:
      'The indicative price of a PCB from the staff formula, or every problem of the spec (field paths below spec).',
  })
  pcbQuote(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('spec', () => PcbSpecInput) spec: PcbSpecInput,
  ): Promise<PcbQuotePayload> {
    return withAllUserErrors(ctx.locale, async () => ({ quote: await this.services.pcbQuote(ctx, { ...spec }) }));
  }

  @Query(() => AssemblyQuotePayload, { description: 'The indicative price of an assembly job.' })
  assemblyQuote(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('spec', () => AssemblySpecInput) spec: AssemblySpecInput,
  ): Promise<AssemblyQuotePayload> {
    return withAllUserErrors(ctx.locale, async () => ({
      quote: await this.services.assemblyQuote(ctx, assemblyOrder(spec, ['spec']).assembly),
    }));
  }

  @Query(() => ServicePriceFormulaNode, {
    description: 'Sales staff and admins: the price formulas; FORBIDDEN otherwise.',
  })
  async servicePriceFormula(@Ctx() { ctx }: GraphQLContext): Promise<ServicePriceFormulaNode> {
    return toFormulaNode(await this.services.formulasForStaff(ctx));
  }

  @Mutation(() => ServicePriceFormulaPayload, { description: 'Sales staff and admins replace the price formulas.' })
  updateServicePriceFormula(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdateServicePriceFormulaInput) input: UpdateServicePriceFormulaInput,
  ): Promise<ServicePriceFormulaPayload> {
    return withAllUserErrors(ctx.locale, async () => ({
      formula: toFormulaNode(
        await this.services.updateFormulas(ctx, plainPcbFormula(input.pcb), { ...input.assembly }),
      ),
    }));
  }

  @Mutation(() => ServiceRequestPayload, { description: 'Asks for PCB manufacturing; creates a price inquiry.' })
  submitPcbRequest(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SubmitPcbRequestInput) input: SubmitPcbRequestInput,
  ): Promise<ServiceRequestPayload> {
    return this.submitted(ctx, input, { kind: ServiceKind.PCB, pcb: { ...input.pcb } });
  }

  @Mutation(() => ServiceRequestPayload, { description: 'Asks for soldering and assembly; creates a price inquiry.' })
  submitAssemblyRequest(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SubmitAssemblyRequestInput) input: SubmitAssemblyRequestInput,
  ): Promise<ServiceRequestPayload> {
    return this.submitted(ctx, input, assemblyOrder(input.assembly, ['input', 'assembly']));
  }

  @Mutation(() => ServiceRequestPayload, { description: 'Asks for custom electronics; creates a price inquiry.' })
  submitCustomRequest(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SubmitCustomRequestInput) input: SubmitCustomRequestInput,
  ): Promise<ServiceRequestPayload> {
    const custom = { ...input.custom, budgetFen: input.custom.budgetFen ?? null };
    return this.submitted(ctx, input, { kind: ServiceKind.CUSTOM, custom });
  }

  /** The three forms' mutations differ only in their specification; files go through the REST route. */
  private submitted(
    ctx: GraphQLContext['ctx'],
    input: { contact: Parameters<typeof contactOf>[0]; requestKey?: string | null },
    order: ServiceOrder,
  ): Promise<ServiceRequestPayload> {
    return withAllUserErrors(ctx.locale, async () =>
      toSubmittedNodes(
        await this.services.submit(ctx, contactOf(input.contact), order, null, input.requestKey ?? null),
        null,
      ),
    );
  }
}

/** type-graphql hands class instances; the formula is stored as plain JSON. */
function plainPcbFormula(input: PcbFormula): PcbFormula {
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

/** `Inquiry.serviceRequest`: the specification of a service inquiry, batched per request. */
@Resolver(() => InquiryNode)
export class InquiryServiceRequestResolver {
  private readonly loaders = new WeakMap<RequestContext, DataLoader<number, ServiceRequest | null>>();

  constructor(private readonly services: ServicesService) {}

  @FieldResolver(() => ServiceRequestNode, {
    nullable: true,
    description: 'What a PCB, assembly or custom-electronics inquiry asks for; null for a plain price inquiry.',
  })
  async serviceRequest(
    @Root() inquiry: InquiryNode,
    @Ctx() { ctx }: GraphQLContext,
  ): Promise<ServiceRequestNode | null> {
    let loader = this.loaders.get(ctx);
    if (!loader) {
      loader = new DataLoader(async (ids: readonly number[]) => {
        const found = await this.services.requestsOf(ctx, ids);
        return ids.map((id) => found.get(id) ?? null);
      });
      this.loaders.set(ctx, loader);
    }
    const request = await loader.load(Number(inquiry.id));
    return request && toServiceRequestNode(request);
  }
}
