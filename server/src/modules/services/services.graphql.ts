import DataLoader from 'dataloader';
import { Arg, Ctx, Field, FieldResolver, InputType, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/auth/index.js';
import { translateError, type DomainError } from '../../platform/errors/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { Locale } from '../../platform/i18n/index.js';
import { InquiryNode, toInquiryNode } from '../inquiries/inquiries.graphql.js';
import { SpecProblems } from './service-specs.js';
import { ServiceKind, type ServiceRequest } from './services.entities.js';
import type { ServiceOrder, ServicesService, SubmittedRequest } from './services.service.js';
import {
  AssemblyQuotePayload,
  AssemblySpecInput,
  CustomSpecInput,
  PcbQuotePayload,
  PcbSpecInput,
  ServiceContactInput,
  ServiceOptionsNode,
  ServiceRequestNode,
  assemblyOrder,
  contactOf,
  serviceOptions,
  toServiceRequestNode,
} from './service-spec.nodes.js';
import {
  ServicePriceFormulaNode,
  ServicePriceFormulaPayload,
  UpdateServicePriceFormulaInput,
  plainPcbFormula,
  toFormulaNode,
} from './service-formula.nodes.js';

@InputType('SubmitPcbRequestInput', { description: 'Input of `submitPcbRequest`.' })
export class SubmitPcbRequestInput {
  @Field(() => ServiceContactInput, { description: 'Project and contact details of the inquiry.' })
  contact!: ServiceContactInput;
  @Field(() => PcbSpecInput, { description: 'The board to make.' }) pcb!: PcbSpecInput;
  @Field(() => String, {
    nullable: true,
    description:
      'A random key (8–64 letters, digits, dashes) per form: sending again with it answers the first request.',
  })
  requestKey?: string | null;
}

@InputType('SubmitAssemblyRequestInput', { description: 'Input of `submitAssemblyRequest`.' })
export class SubmitAssemblyRequestInput {
  @Field(() => ServiceContactInput, { description: 'Project and contact details of the inquiry.' })
  contact!: ServiceContactInput;
  @Field(() => AssemblySpecInput, { description: 'The assembly job.' }) assembly!: AssemblySpecInput;
  @Field(() => String, {
    nullable: true,
    description:
      'A random key (8–64 letters, digits, dashes) per form: sending again with it answers the first request.',
  })
  requestKey?: string | null;
}

@InputType('SubmitCustomRequestInput', { description: 'An attachment goes through POST /api/services/request.' })
export class SubmitCustomRequestInput {
  @Field(() => ServiceContactInput, { description: 'Project and contact details of the inquiry.' })
  contact!: ServiceContactInput;
  @Field(() => CustomSpecInput, { description: 'The custom work wanted.' }) custom!: CustomSpecInput;
  @Field(() => String, {
    nullable: true,
    description:
      'A random key (8–64 letters, digits, dashes) per form: sending again with it answers the first request.',
  })
  requestKey?: string | null;
}

@ObjectType('ServiceRequestPayload', {
  description:
    'What `submitPcbRequest`, `submitAssemblyRequest`, `submitCustomRequest` answer: the result, or `userErrors` saying why it did not go through.',
})
export class ServiceRequestPayload {
  @Field(() => InquiryNode, { nullable: true, description: 'The inquiry that carries the request (its number).' })
  inquiry?: InquiryNode;
  @Field(() => ServiceRequestNode, {
    nullable: true,
    description: 'The request as saved; null when `userErrors` is not empty.',
  })
  serviceRequest?: ServiceRequestNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export function toSubmittedNodes(
  { inquiry, request }: SubmittedRequest,
  attachment: { filename: string; size: number } | null,
) {
  return { inquiry: toInquiryNode(inquiry, attachment), serviceRequest: toServiceRequestNode(request) };
}

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
    @Arg('spec', () => PcbSpecInput, {
      description: 'The board to price; every option must be one of `serviceOptions`.',
    })
    spec: PcbSpecInput,
  ): Promise<PcbQuotePayload> {
    return withAllUserErrors(ctx.locale, async () => ({ quote: await this.services.pcbQuote(ctx, { ...spec }) }));
  }

  @Query(() => AssemblyQuotePayload, { description: 'The indicative price of an assembly job.' })
  assemblyQuote(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('spec', () => AssemblySpecInput, { description: 'The assembly job to price.' }) spec: AssemblySpecInput,
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
    @Arg('input', () => UpdateServicePriceFormulaInput, { description: "The operation's fields; see the input type." })
    input: UpdateServicePriceFormulaInput,
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
    @Arg('input', () => SubmitPcbRequestInput, { description: "The operation's fields; see the input type." })
    input: SubmitPcbRequestInput,
  ): Promise<ServiceRequestPayload> {
    return this.submitted(ctx, input, { kind: ServiceKind.PCB, pcb: { ...input.pcb } });
  }

  @Mutation(() => ServiceRequestPayload, { description: 'Asks for soldering and assembly; creates a price inquiry.' })
  submitAssemblyRequest(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SubmitAssemblyRequestInput, { description: "The operation's fields; see the input type." })
    input: SubmitAssemblyRequestInput,
  ): Promise<ServiceRequestPayload> {
    return this.submitted(ctx, input, assemblyOrder(input.assembly, ['input', 'assembly']));
  }

  @Mutation(() => ServiceRequestPayload, { description: 'Asks for custom electronics; creates a price inquiry.' })
  submitCustomRequest(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SubmitCustomRequestInput, { description: "The operation's fields; see the input type." })
    input: SubmitCustomRequestInput,
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
