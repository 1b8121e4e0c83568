import { randomBytes, randomInt } from 'node:crypto';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { sumFen } from '@circuitmart/rules/money';
import type { CartService } from '../cart/cart.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import {
  applyRememberedMapping,
  BOM_FIELDS,
  detectHeaderRow,
  guessMapping,
  mappingHeaders,
  type ColumnMapping,
} from './bom-columns.js';
import {
  exportQuote,
  exportSavedQuote,
  type BomExportFormat,
  type ExportedFile,
  type SavedQuoteFormat,
} from './bom-export.js';
import { MAX_BOM_LINES, MAX_CELL_CHARS, parseBomFile, parseDelimitedText, type BomTable } from './bom-file.js';
import { matchLines, type LineMatch } from './bom-matching.js';
import { priceLine, type LinePrice } from './bom-pricing.js';
import { pricingOf } from './bom-repricing.js';
import { BomColumnMemory, BomProject, type BomLineData } from './bom.entities.js';
import { lineWithDefaults, linesFromRows, MAX_LINE_QUANTITY } from './bom-lines.js';

/** Most boards one quote multiplies by. */
export const MAX_BOARDS = 100_000;
/** Days a quote's prices are promised for. */
export const QUOTE_VALID_DAYS = 7;
const PREVIEW_ROWS = 8;
/** A share token: 32 random bytes, base64url. */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const EXCLUDED: LineMatch = { status: 'EXCLUDED', reason: null, product: null, alternatives: [], assumptions: [] };

export interface ParseOptions {
  /** The header row the buyer chose (0-based); detected when absent. */
  headerRow?: number | undefined;
  /** The mapping the buyer chose; remembered for their next upload. Guessed (or remembered) when absent. */
  mapping?: ColumnMapping | undefined;
}

/** A parsed BOM: the header and mapping used (for the buyer to correct), a preview and the lines. */
export interface ParsedBom {
  header: string[];
  headerRow: number;
  mapping: ColumnMapping;
  preview: string[][];
  rowCount: number;
  lines: BomLineData[];
}

export interface QuotedLine {
  line: BomLineData;
  match: LineMatch;
  /** Null without a part or when the part has no prices. */
  price: LinePrice | null;
}

export interface BomQuote {
  boards: number;
  lines: QuotedLine[];
  /** Sum of the line totals of matched and suggested lines, in fen; excluded lines are not priced. */
  totalFen: bigint;
  quoteNumber: string;
  validUntil: Date;
}

export interface BomLinesInput {
  boards: number;
  lines: BomLineData[];
}

/** Checks lines that come from a client: count, boards, quantities and text lengths. */
function checkLines({ boards, lines }: BomLinesInput): void {
  if (lines.length > MAX_BOM_LINES) {
    throw new DomainError('BOM_TOO_MANY_LINES', { params: { max: MAX_BOM_LINES, count: lines.length } });
  }
  if (!Number.isSafeInteger(boards) || boards < 1 || boards > MAX_BOARDS) {
    throw new DomainError('BOM_BOARDS_INVALID', { params: { max: MAX_BOARDS }, field: ['input', 'boards'] });
  }
  lines.forEach((line, index) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) {
      throw new DomainError('BOM_LINE_INVALID', {
        params: { reference: line.reference || String(index + 1) },
        field: ['input', 'lines', String(index), 'quantity'],
      });
    }
    const texts = [
      line.reference,
      line.mpn,
      line.manufacturer,
      line.designators,
      line.value,
      line.package,
      line.customerReference,
      line.quantityText,
    ];
    if (texts.some((text) => text.length > MAX_CELL_CHARS) || line.description.length > MAX_CELL_CHARS) {
      throw new DomainError('BOM_LINE_INVALID', {
        params: { reference: line.reference || String(index + 1) },
        field: ['input', 'lines', String(index)],
      });
    }
  });
}

/** A project's lines as a quote takes them. */
function savedLines(project: BomProject): BomLinesInput {
  return { boards: project.boards, lines: project.lines.map(lineWithDefaults) };
}

function checkedProjectName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 100) {
    throw new DomainError('BOM_PROJECT_NAME_INVALID', { params: { max: 100 }, field: ['input', 'name'] });
  }
  return trimmed;
}

/** Parses, matches and prices bills of materials; keeps the buyer's projects and column mapping. */
export class BomService {
  constructor(
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
    private readonly cart: CartService,
  ) {}

  async parseText(ctx: RequestContext, text: string, options: ParseOptions): Promise<ParsedBom> {
    requireUser(ctx, 'bom');
    if (Buffer.byteLength(text) > 10 * 1024 * 1024) {
      throw new DomainError('BOM_FILE_TOO_LARGE', { params: { megabytes: 10 } });
    }
    return this.parseRows(ctx, parseDelimitedText(text), options);
  }

  async parseFile(ctx: RequestContext, bytes: Buffer, filename: string, options: ParseOptions): Promise<ParsedBom> {
    requireUser(ctx, 'bom');
    return this.parseRows(ctx, await parseBomFile(bytes, filename), options);
  }

  private async parseRows(ctx: RequestContext, table: BomTable, options: ParseOptions): Promise<ParsedBom> {
    const { rows } = table;
    const userId = Number(requireUser(ctx, 'bom').id);
    const memory = await ctx.em.findOne(BomColumnMemory, { user: userId });
    const headerRow = options.headerRow ?? detectHeaderRow(rows, memory?.headers);
    if (!Number.isSafeInteger(headerRow) || headerRow < -1 || headerRow >= rows.length) {
      throw new DomainError('BOM_HEADER_ROW_INVALID', { params: { max: rows.length }, field: ['input', 'headerRow'] });
    }
    const header = headerRow >= 0 ? rows[headerRow]! : rows[0]!.map(() => '');
    let mapping: ColumnMapping;
    if (options.mapping) {
      mapping = {};
      for (const field of BOM_FIELDS) {
        const column = options.mapping[field];
        if (column === undefined || column === null) continue;
        if (!Number.isSafeInteger(column) || column < 0 || column >= Math.max(header.length, 1)) {
          throw new DomainError('BOM_MAPPING_INVALID', { field: ['input', 'mapping', field] });
        }
        mapping[field] = column;
      }
      await this.rememberMapping(ctx, userId, memory, mappingHeaders(header, mapping));
    } else {
      mapping = memory ? applyRememberedMapping(header, memory.headers) : guessMapping(header);
      // Without a header the first column is the likeliest part number, the second the quantity.
      if (headerRow < 0 && Object.keys(mapping).length === 0)
        mapping = { mpn: 0, ...(header.length > 1 && { quantity: 1 }) };
    }
    const lines = linesFromRows(table, headerRow, mapping);
    if (lines.length > MAX_BOM_LINES) {
      throw new DomainError('BOM_TOO_MANY_LINES', { params: { max: MAX_BOM_LINES, count: lines.length } });
    }
    return {
      header,
      headerRow,
      mapping,
      preview: rows.slice(Math.max(headerRow, 0), Math.max(headerRow, 0) + PREVIEW_ROWS + 1),
      rowCount: rows.length,
      lines,
    };
  }

  private async rememberMapping(
    ctx: RequestContext,
    userId: number,
    memory: BomColumnMemory | null,
    headers: BomColumnMemory['headers'],
  ): Promise<void> {
    if (Object.keys(headers).length === 0) return;
    if (memory) {
      memory.headers = headers;
      memory.updatedAt = this.clock.now();
    } else {
      ctx.em.create(BomColumnMemory, { user: userId, headers, updatedAt: this.clock.now() });
    }
    await ctx.em.flush();
  }

  /** Matches and prices lines for `boards` boards. */
  async quote(ctx: RequestContext, input: BomLinesInput): Promise<BomQuote> {
    requireUser(ctx, 'bom');
    checkLines(input);
    const included = input.lines.filter((line) => line.exclusion === null);
    const matches = await matchLines(ctx, this.catalog, included);
    const matchOf = new Map(included.map((line, index) => [line, matches[index]!]));
    const lines = input.lines.map((line): QuotedLine => {
      const match = matchOf.get(line) ?? EXCLUDED;
      const part = match.product?.product;
      const price = part && part.priceBreaks.length > 0 ? priceLine(part, line.quantity * input.boards) : null;
      return { line, match, price };
    });
    const now = this.clock.now();
    return {
      boards: input.boards,
      lines,
      totalFen: sumFen(lines.flatMap((quoted) => (quoted.price ? [quoted.price.lineTotalFen] : []))),
      quoteNumber: `BQ${now.toISOString().slice(0, 10).replace(/-/g, '')}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
      validUntil: new Date(now.getTime() + QUOTE_VALID_DAYS * 24 * 3600_000),
    };
  }

  /**
   * Adds every Matched line that can be ordered as priced to the cart, with its customer reference; lines the
   * cart refuses (sold out, cart full ...) and lines whose quantity is flagged are left out and named by reference.
   */
  async addMatchedToCart(
    ctx: RequestContext,
    input: BomLinesInput,
  ): Promise<{ addedCount: number; skippedReferences: string[] }> {
    requireUser(ctx, 'bom');
    const quote = await this.quote(ctx, input);
    let addedCount = 0;
    const skippedReferences: string[] = [];
    for (const { line, match, price } of quote.lines) {
      if (match.status !== 'MATCHED' || !match.product || !price) continue;
      if (price.problem || line.quantityIssue) {
        skippedReferences.push(line.reference);
        continue;
      }
      try {
        await this.cart.addToCart(ctx, match.product.id, price.orderQuantity, line.customerReference);
        addedCount += 1;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        skippedReferences.push(line.reference);
      }
    }
    return { addedCount, skippedReferences };
  }

  /** The quote of these lines as an XLSX or PDF file, with a quote number, validity date and the designators. */
  async exportQuote(
    ctx: RequestContext,
    input: BomLinesInput & { name: string; format: BomExportFormat },
  ): Promise<ExportedFile> {
    requireUser(ctx, 'bom');
    return exportQuote(await this.quote(ctx, input), input.name, input.format, ctx.locale);
  }

  async listProjects(ctx: RequestContext): Promise<BomProject[]> {
    const userId = Number(requireUser(ctx, 'bom').id);
    return ctx.em.find(BomProject, { user: userId }, { orderBy: { updatedAt: 'desc', id: 'desc' } });
  }

  /** One of the buyer's projects; someone else's id answers NOT_FOUND, as if it did not exist. */
  async getProject(ctx: RequestContext, id: number): Promise<BomProject> {
    const userId = Number(requireUser(ctx, 'bom').id);
    const project = await ctx.em.findOne(BomProject, { id, user: userId });
    if (!project) throw new DomainError('NOT_FOUND');
    return project;
  }

  /**
   * Creates a project, or replaces the name, boards and lines of one of the buyer's projects, and prices it: the
   * saved quote. Changed lines start a new comparison, so the pricing before is dropped.
   */
  async saveProject(
    ctx: RequestContext,
    input: BomLinesInput & { id?: number | undefined; name: string },
  ): Promise<BomProject> {
    const userId = Number(requireUser(ctx, 'bom').id);
    checkLines(input);
    const name = checkedProjectName(input.name);
    const project = input.id === undefined ? null : await this.getProject(ctx, input.id);
    const now = this.clock.now();
    const pricing = pricingOf(await this.quote(ctx, input), now);
    const fields = { name, boards: input.boards, lines: input.lines, pricing, previousPricing: null, updatedAt: now };
    if (project) {
      Object.assign(project, fields);
      await ctx.em.flush();
      return project;
    }
    const created = ctx.em.create(BomProject, { user: userId, createdAt: now, shareToken: null, ...fields });
    await ctx.em.flush();
    return created;
  }

  /** Renames one of the buyer's projects; its lines and pricings stay as they are. */
  async renameProject(ctx: RequestContext, id: number, name: string): Promise<BomProject> {
    const project = await this.getProject(ctx, id);
    project.name = checkedProjectName(name);
    project.updatedAt = this.clock.now();
    await ctx.em.flush();
    return project;
  }

  /** Prices a project's lines against the catalog as it is now, keeping the pricing before to compare with. */
  async repriceProject(ctx: RequestContext, id: number): Promise<BomProject> {
    const project = await this.getProject(ctx, id);
    const pricing = pricingOf(await this.quote(ctx, savedLines(project)), this.clock.now());
    project.previousPricing = project.pricing;
    project.pricing = pricing;
    await ctx.em.flush();
    return project;
  }

  /**
   * Gives a project a share token (kept when it has one): anyone with the link reads the quote, without signing in
   * and without the owner's details. A project saved before pricings were kept is priced first.
   */
  async shareProject(ctx: RequestContext, id: number): Promise<BomProject> {
    const project = await this.pricedProject(ctx, id);
    project.shareToken ??= randomBytes(32).toString('base64url');
    await ctx.em.flush();
    return project;
  }

  /** One of the buyer's projects, priced now if it was saved before pricings were kept. */
  private async pricedProject(ctx: RequestContext, id: number): Promise<BomProject> {
    const project = await this.getProject(ctx, id);
    if (!project.pricing) {
      project.pricing = pricingOf(await this.quote(ctx, savedLines(project)), this.clock.now());
      await ctx.em.flush();
    }
    return project;
  }

  /** One of the buyer's saved quotes as XLSX or CSV: the latest pricing beside the one before. */
  async exportProject(ctx: RequestContext, id: number, format: SavedQuoteFormat): Promise<ExportedFile> {
    return exportSavedQuote(await this.pricedProject(ctx, id), format);
  }

  /** A shared quote as XLSX or CSV, for anyone with the link. */
  async exportSharedProject(ctx: RequestContext, token: string, format: SavedQuoteFormat): Promise<ExportedFile> {
    return exportSavedQuote(await this.sharedProject(ctx, token), format);
  }

  /** Revokes a project's share link; sharing again makes a new one, so the old link stays dead. */
  async revokeProjectShare(ctx: RequestContext, id: number): Promise<BomProject> {
    const project = await this.getProject(ctx, id);
    project.shareToken = null;
    await ctx.em.flush();
    return project;
  }

  /** The project a share link opens, for anyone; NOT_FOUND for an unknown or revoked token. */
  async sharedProject(ctx: RequestContext, token: string): Promise<BomProject> {
    const project = SHARE_TOKEN.test(token) ? await ctx.em.findOne(BomProject, { shareToken: token }) : null;
    if (!project?.pricing) throw new DomainError('NOT_FOUND');
    return project;
  }

  async deleteProject(ctx: RequestContext, id: number): Promise<void> {
    const project = await this.getProject(ctx, id);
    ctx.em.remove(project);
    await ctx.em.flush();
  }
}
