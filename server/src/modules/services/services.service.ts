import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { can, requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { UploadedFile } from '../../platform/uploads/index.js';
import type { BomService } from '../bom/bom.service.js';
import type { InquiryService } from '../inquiries/inquiries.service.js';
import {
  assemblyFormulaProblems,
  DEFAULT_ASSEMBLY_FORMULA,
  DEFAULT_PCB_FORMULA,
  pcbFormulaProblems,
  priceAssembly,
  pricePcb,
  type AssemblyFormula,
  type AssemblyQuote,
  type PcbFormula,
  type PcbQuote,
} from './service-pricing.js';
import {
  assemblySpecProblems,
  assertNoProblems,
  contactProblems,
  customSpecProblems,
  pcbSpecProblems,
  type AssemblySpec,
  type CustomSpec,
  type PcbSpec,
  type ServiceContact,
} from './service-specs.js';
import { ServiceKind, ServicePriceFormula, ServiceRequest, type ServiceSpec } from './services.entities.js';

const FORMULA_ROW_ID = 1;
const REQUEST_KEY = /^[A-Za-z0-9-]{8,64}$/;

export interface Formulas {
  pcb: PcbFormula;
  assembly: AssemblyFormula;
  updatedAt: Date | null;
}

/** What a buyer asks for: exactly one of the three kinds. */
export type ServiceOrder =
  | { kind: typeof ServiceKind.PCB; pcb: PcbSpec }
  | { kind: typeof ServiceKind.ASSEMBLY; assembly: Omit<AssemblySpec, 'bomProjectName'> }
  | { kind: typeof ServiceKind.CUSTOM; custom: CustomSpec };

/** An inquiry as the inquiries module hands it out. */
type Inquiry = Awaited<ReturnType<InquiryService['create']>>;

export interface SubmittedRequest {
  inquiry: Inquiry;
  request: ServiceRequest;
}

/**
 * PCB manufacturing, assembly and custom-electronics requests: the indicative price from the staff's formulas,
 * and submission as a price inquiry (through the inquiries module) with its specification beside it.
 */
export class ServicesService {
  constructor(
    private readonly clock: Clock,
    private readonly inquiries: InquiryService,
    private readonly bom: BomService,
  ) {}

  /** The formulas in force: the saved ones, else the defaults. */
  async formulas(ctx: RequestContext): Promise<Formulas> {
    const row = await ctx.em.findOne(ServicePriceFormula, { id: FORMULA_ROW_ID });
    return row
      ? { pcb: row.pcb, assembly: row.assembly, updatedAt: row.updatedAt }
      : { pcb: DEFAULT_PCB_FORMULA, assembly: DEFAULT_ASSEMBLY_FORMULA, updatedAt: null };
  }

  /** The formulas for the staff page that edits them. */
  async formulasForStaff(ctx: RequestContext): Promise<Formulas> {
    requirePermission(ctx, 'service.price_view');
    return this.formulas(ctx);
  }

  /** The live indicative price of a PCB; every problem of the spec at once (field paths below `spec`). */
  async pcbQuote(ctx: RequestContext, spec: PcbSpec): Promise<PcbQuote | null> {
    assertNoProblems(pcbSpecProblems(spec, ['spec']));
    return pricePcb(spec, (await this.formulas(ctx)).pcb);
  }

  async assemblyQuote(ctx: RequestContext, spec: Omit<AssemblySpec, 'bomProjectName'>): Promise<AssemblyQuote | null> {
    assertNoProblems(assemblySpecProblems({ ...spec, bomProjectName: null }, ['spec']));
    return priceAssembly({ ...spec, bomProjectName: null }, (await this.formulas(ctx)).assembly);
  }

  /**
   * Sends a service request: an inquiry in the buyer's name (with the attachment, if any) and the specification
   * with the indicative price at this moment, in one transaction. All problems are reported together. A request
   * sent again with the same key answers the first one and creates nothing.
   */
  async submit(
    ctx: RequestContext,
    contact: ServiceContact,
    order: ServiceOrder,
    file: UploadedFile | null,
    requestKey: string | null = null,
  ): Promise<SubmittedRequest> {
    requireUser(ctx);
    if (requestKey !== null && !REQUEST_KEY.test(requestKey)) {
      throw new DomainError('SERVICE_REQUEST_KEY_INVALID', { field: ['input', 'requestKey'] });
    }
    const earlier = requestKey === null ? null : await this.sentBefore(ctx, requestKey);
    if (earlier) return earlier;
    const problems = contactProblems(contact, ['input', 'contact']);
    let spec: ServiceSpec;
    let quantity: number;
    let price: { totalFen: number } | null = null;
    const formulas = await this.formulas(ctx);
    if (order.kind === ServiceKind.PCB) {
      problems.push(...pcbSpecProblems(order.pcb, ['input', 'pcb']));
      assertNoProblems(problems);
      spec = { kind: order.kind, pcb: order.pcb };
      quantity = order.pcb.quantity;
      price = pricePcb(order.pcb, formulas.pcb);
    } else if (order.kind === ServiceKind.ASSEMBLY) {
      const bomProjectName = await this.bomProjectName(ctx, order.assembly.bomProjectId);
      const linked = { ...order.assembly, bomProjectName: bomProjectName ?? null };
      problems.push(...assemblySpecProblems(linked, ['input', 'assembly']));
      if (bomProjectName === undefined) {
        problems.push(
          new DomainError('SERVICE_BOM_PROJECT_NOT_FOUND', { field: ['input', 'assembly', 'bomProjectId'] }),
        );
      }
      assertNoProblems(problems);
      spec = { kind: order.kind, assembly: linked };
      quantity = linked.boards;
      price = priceAssembly(linked, formulas.assembly);
    } else {
      problems.push(...customSpecProblems(order.custom, ['input', 'custom']));
      assertNoProblems(problems);
      spec = { kind: order.kind, custom: { ...order.custom, description: order.custom.description.trim() } };
      quantity = order.custom.quantity;
    }

    try {
      return await ctx.em.transactional(async (em) => {
        const inquiry = await this.inquiries.create(
          { ...ctx, em },
          { ...contact, annualUsage: quantity, targetUnitPriceMilli: null },
          file,
        );
        const request = em.create(ServiceRequest, {
          inquiry,
          kind: order.kind,
          spec,
          indicativePriceFen: price?.totalFen ?? null,
          requestKey,
          createdAt: this.clock.now(),
        });
        await em.flush();
        return { inquiry, request };
      });
    } catch (error) {
      // The same key arrived twice at once: the other transaction won, this one rolled back its inquiry.
      if (!(error instanceof UniqueConstraintViolationException) || requestKey === null) throw error;
      const winner = await this.sentBefore({ ...ctx, em: ctx.em.fork() }, requestKey);
      if (!winner) throw new DomainError('SERVICE_REQUEST_KEY_INVALID', { field: ['input', 'requestKey'] });
      return winner;
    }
  }

  /** The caller's request sent with this key, if any (someone else's key is never answered). */
  private async sentBefore(ctx: RequestContext, requestKey: string): Promise<SubmittedRequest | null> {
    const request = await ctx.em.findOne(
      ServiceRequest,
      { requestKey, inquiry: { user: Number(requireUser(ctx).id) } },
      { populate: ['inquiry', 'inquiry.salesUser'] },
    );
    return request && { inquiry: request.inquiry.getEntity(), request };
  }

  /** The name of the buyer's linked BOM project; null when none is linked, undefined when it is not theirs. */
  private async bomProjectName(ctx: RequestContext, id: number | null): Promise<string | null | undefined> {
    if (id === null) return null;
    try {
      return (await this.bom.getProject(ctx, id)).name;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return undefined;
      throw error;
    }
  }

  /**
   * The service requests of these inquiries, for their buyer and sales staff only (the inquiries module already
   * decided who sees an inquiry; this keeps the rule even when called with someone else's ids).
   */
  async requestsOf(ctx: RequestContext, inquiryIds: readonly number[]): Promise<Map<number, ServiceRequest>> {
    const user = ctx.user;
    if (!user || inquiryIds.length === 0) return new Map();
    const rows = await ctx.em.find(ServiceRequest, {
      inquiry: { id: { $in: [...inquiryIds] }, ...(!can(user, 'inquiry.view_all') && { user: Number(user.id) }) },
    });
    return new Map(rows.map((row) => [row.inquiry.id, row]));
  }

  /** Sales staff or admins replace the formulas; a formula that could not price every valid spec is refused. */
  async updateFormulas(ctx: RequestContext, pcb: PcbFormula, assembly: AssemblyFormula): Promise<Formulas> {
    const editor = requirePermission(ctx, 'service.price_edit');
    assertNoProblems([
      ...pcbFormulaProblems(pcb, ['input', 'pcb']),
      ...assemblyFormulaProblems(assembly, ['input', 'assembly']),
    ]);
    const now = this.clock.now();
    const values = { pcb, assembly, updatedBy: Number(editor.id), updatedAt: now };
    const row = await ctx.em.findOne(ServicePriceFormula, { id: FORMULA_ROW_ID });
    if (row) ctx.em.assign(row, values);
    else ctx.em.create(ServicePriceFormula, { id: FORMULA_ROW_ID, ...values });
    await ctx.em.flush();
    return { pcb, assembly, updatedAt: now };
  }
}
