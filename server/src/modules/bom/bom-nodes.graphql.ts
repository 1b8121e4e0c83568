import { Money } from '../../platform/graphql/money-scalar.js';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { translateError } from '../../platform/errors/index.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode } from '../../platform/graphql/user-errors.js';
import type { Locale } from '../../platform/i18n/index.js';
import { fenToNumber } from '@circuitmart/rules/money';
import { PriceBreakNode, ProductNode, toProductNode } from '../catalog/catalog.graphql.js';
import { BOM_FIELDS, type ColumnMapping } from './bom-columns.js';
import type { BomExportFormat } from './bom-export.js';
import { MAX_BOM_LINES } from './bom-file.js';
import type { BomLineStatus, MatchReason } from './bom-matching.js';
import type { BomLineData, BomProject } from './bom.entities.js';
import type { BomLinesInput, BomQuote, ParsedBom, QuotedLine } from './bom.service.js';

export const BomLineStatusEnum = { MATCHED: 'MATCHED', SUGGESTED: 'SUGGESTED', UNMATCHED: 'UNMATCHED' } as const;
registerEnumType(BomLineStatusEnum, {
  name: 'BomLineStatus',
  description: 'MATCHED: one part fits; SUGGESTED: a part that may fit, with its reason; UNMATCHED: none found.',
});
const reasons: MatchReason[] = [
  'EXACT_MPN',
  'PACKAGING_SUFFIX',
  'DISTRIBUTOR_PREFIX',
  'CHOSEN',
  'VALUE_AND_PACKAGE',
  'PACKAGING_VARIANT',
  'CLOSE_MPN',
  'OTHER_MAKER',
  'PACKAGE_MISMATCH',
  'VALUE_ONLY',
  'OBSOLETE',
];
export const MatchReasonEnum = Object.fromEntries(reasons.map((reason) => [reason, reason])) as {
  [R in MatchReason]: R;
};
registerEnumType(MatchReasonEnum, {
  name: 'BomMatchReason',
  description:
    'Why a line got its part: EXACT_MPN, PACKAGING_SUFFIX (the MPN with a reel/lead-free suffix), DISTRIBUTOR_PREFIX (the MPN after a distributor order code such as C25804 or 296-), CHOSEN (picked by the buyer), VALUE_AND_PACKAGE (a passive by value and package); suggestions: PACKAGING_VARIANT, CLOSE_MPN, OTHER_MAKER (same value and package), PACKAGE_MISMATCH (same value, another package), VALUE_ONLY (no package given), OBSOLETE (the part is no longer made; alternatives still made come first).',
});
export const BomExportFormatEnum = { XLSX: 'XLSX', PDF: 'PDF' } as const;
registerEnumType(BomExportFormatEnum, { name: 'BomExportFormat' });

@InputType('BomLineInput', { description: 'One BOM line as the buyer or integrator gives it.' })
export class BomLineInput {
  @Field(() => String, { description: "The caller's reference, returned with the line (a row number, an id)." })
  reference!: string;
  @Field(() => String, { defaultValue: '' }) mpn!: string;
  @Field(() => String, { defaultValue: '' }) manufacturer!: string;
  @Field(() => Int, { description: 'Pieces per board (1 to 1,000,000).' }) quantity!: number;
  @Field(() => String, { defaultValue: '' }) designators!: string;
  @Field(() => String, { defaultValue: '', description: 'A passive value such as 100nF or 10k 1%.' }) value!: string;
  @Field(() => String, { defaultValue: '', description: 'Package or footprint (0603, R_0603_1608Metric, SOIC-8).' })
  package!: string;
  @Field(() => String, { defaultValue: '' }) description!: string;
  @Field(() => ID, { nullable: true, description: 'A part the buyer picked; taken as it is (package still checked).' })
  productId?: string | null;
}

@InputType('BomLinesInput')
export class BomLinesInputNode {
  @Field(() => Int, { defaultValue: 1, description: 'Boards to build; multiplies every line (1 to 100,000).' })
  boards!: number;
  @Field(() => [BomLineInput], { description: `At most ${MAX_BOM_LINES} lines.` }) lines!: BomLineInput[];
}

@InputType('BomColumnMappingInput', { description: '0-based column of each field; omit a field the file lacks.' })
export class BomColumnMappingNode {
  @Field(() => Int, { nullable: true }) mpn?: number | null;
  @Field(() => Int, { nullable: true }) quantity?: number | null;
  @Field(() => Int, { nullable: true }) designator?: number | null;
  @Field(() => Int, { nullable: true }) manufacturer?: number | null;
  @Field(() => Int, { nullable: true }) value?: number | null;
  @Field(() => Int, { nullable: true }) package?: number | null;
  @Field(() => Int, { nullable: true }) description?: number | null;
}

// Plain data, as the catalog's types: `simpleResolvers` skips the global error middleware on every field, which
// made a 1,000-line quote resolve tens of thousands of promises.
@ObjectType('BomColumnMapping', {
  simpleResolvers: true,
  description: '0-based column of each field; null when the file lacks it.',
})
export class BomColumnMappingOutput {
  @Field(() => Int, { nullable: true }) mpn?: number;
  @Field(() => Int, { nullable: true }) quantity?: number;
  @Field(() => Int, { nullable: true }) designator?: number;
  @Field(() => Int, { nullable: true }) manufacturer?: number;
  @Field(() => Int, { nullable: true }) value?: number;
  @Field(() => Int, { nullable: true }) package?: number;
  @Field(() => Int, { nullable: true }) description?: number;
}

@InputType('ParseBomTextInput')
export class ParseBomTextInput {
  @Field(() => String, {
    description: 'Pasted rows: tab, comma or semicolon separated; the first rows may be a header.',
  })
  text!: string;
  @Field(() => Int, { nullable: true, description: '0-based header row; -1 for none; detected when omitted.' })
  headerRow?: number | null;
  @Field(() => BomColumnMappingNode, { nullable: true, description: 'Remembered for the next upload when given.' })
  mapping?: BomColumnMappingNode | null;
}

@ObjectType('BomLine', { simpleResolvers: true })
export class BomLineNode {
  @Field(() => String) reference!: string;
  @Field(() => String) mpn!: string;
  @Field(() => String) manufacturer!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => String) designators!: string;
  @Field(() => String) value!: string;
  @Field(() => String) package!: string;
  @Field(() => String) description!: string;
  @Field(() => ID, { nullable: true }) productId!: string | null;
}

@ObjectType('ParsedBom', { simpleResolvers: true })
export class ParsedBomNode {
  @Field(() => [String]) header!: string[];
  @Field(() => Int, { description: '0-based; -1 when the file has no header row.' }) headerRow!: number;
  @Field(() => BomColumnMappingOutput) mapping!: BomColumnMappingOutput;
  @Field(() => [[String]], { description: 'The header row and the first data rows.' }) preview!: string[][];
  @Field(() => Int) rowCount!: number;
  @Field(() => [BomLineNode]) lines!: BomLineNode[];
}

@ObjectType('BomNextBreakHint', { simpleResolvers: true, description: 'Buying this many instead costs less.' })
export class NextBreakHintNode {
  @Field(() => Int) quantity!: number;
  @Field(() => Money, { description: 'In fen.' }) lineTotalFen!: number;
  @Field(() => Money, { description: 'In fen.' }) savingFen!: number;
}

@ObjectType('BomQuoteLine', { simpleResolvers: true })
export class BomQuoteLineNode {
  @Field(() => BomLineNode) line!: BomLineNode;
  @Field(() => BomLineStatusEnum) status!: BomLineStatus;
  @Field(() => MatchReasonEnum, { nullable: true }) reason!: MatchReason | null;
  @Field(() => ProductNode, { nullable: true }) product!: ProductNode | null;
  @Field(() => [ProductNode], { description: 'Other parts to pick from, best first.' }) alternatives!: ProductNode[];
  @Field(() => Int, { description: 'Line quantity × boards.' }) requiredQuantity!: number;
  @Field(() => Int, { nullable: true, description: 'After MOQ and order increment.' }) orderQuantity!: number | null;
  @Field(() => PriceBreakNode, { nullable: true }) priceBreak!: PriceBreakNode | null;
  @Field(() => Money, { nullable: true, description: 'In fen, rounded once.' }) lineTotalFen!: number | null;
  @Field(() => NextBreakHintNode, { nullable: true }) nextBreakHint!: NextBreakHintNode | null;
  @Field(() => UserErrorNode, { nullable: true, description: 'Why the order quantity cannot be ordered now.' })
  problem!: UserErrorNode | null;
}

@ObjectType('BomQuote', { simpleResolvers: true })
export class BomQuoteNode {
  @Field(() => Int) boards!: number;
  @Field(() => [BomQuoteLineNode]) lines!: BomQuoteLineNode[];
  @Field(() => Money, { description: 'Sum of the priced lines in fen.' }) totalFen!: number;
  @Field(() => Int) matchedCount!: number;
  @Field(() => Int) suggestedCount!: number;
  @Field(() => Int) unmatchedCount!: number;
}

@ObjectType('BomProject')
export class BomProjectNode {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) boards!: number;
  @Field(() => Int) lineCount!: number;
  @Field(() => [BomLineNode]) lines!: BomLineNode[];
  @Field(() => Date) updatedAt!: Date;
}

@InputType('SaveBomProjectInput')
export class SaveBomProjectInput extends BomLinesInputNode {
  @Field(() => ID, { nullable: true, description: 'Replaces this project; creates one when omitted.' })
  id?: string | null;
  @Field(() => String) name!: string;
}

@InputType('ExportBomQuoteInput')
export class ExportBomQuoteInput extends BomLinesInputNode {
  @Field(() => String, { defaultValue: 'BOM' }) name!: string;
  @Field(() => BomExportFormatEnum) format!: BomExportFormat;
}

@ObjectType('BomProjectPayload')
export class BomProjectPayload {
  @Field(() => BomProjectNode, { nullable: true }) project?: BomProjectNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('ParseBomPayload')
export class ParseBomPayload {
  @Field(() => ParsedBomNode, { nullable: true }) bom?: ParsedBomNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('MatchBomPayload')
export class MatchBomPayload {
  @Field(() => BomQuoteNode, { nullable: true }) quote?: BomQuoteNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('AddBomToCartPayload')
export class AddBomToCartPayload {
  @Field(() => Int, { nullable: true }) addedCount?: number;
  @Field(() => [String], { nullable: true, description: 'Matched lines the cart refused (sold out, cart full ...).' })
  skippedReferences?: string[];
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('ExportBomQuotePayload')
export class ExportBomQuotePayload {
  @Field(() => String, { nullable: true }) filename?: string;
  @Field(() => String, { nullable: true }) contentType?: string;
  @Field(() => String, { nullable: true, description: 'The file, base64-encoded.' }) base64?: string;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('DeleteBomProjectPayload')
export class DeleteBomProjectPayload {
  @Field(() => Boolean, { nullable: true }) deleted?: boolean;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

export function mappingFromInput(input: BomColumnMappingNode | null | undefined): ColumnMapping | undefined {
  if (!input) return undefined;
  const mapping: ColumnMapping = {};
  for (const field of BOM_FIELDS) {
    const column = input[field];
    if (column !== null && column !== undefined) mapping[field] = column;
  }
  return mapping;
}

export function linesFromInput(input: BomLinesInputNode): BomLinesInput {
  return {
    boards: input.boards,
    lines: input.lines.map((line, index) => ({
      reference: line.reference,
      mpn: line.mpn,
      manufacturer: line.manufacturer,
      quantity: line.quantity,
      designators: line.designators,
      value: line.value,
      package: line.package,
      description: line.description,
      productId: line.productId ? parseId(line.productId, ['input', 'lines', String(index), 'productId']) : null,
    })),
  };
}

export function toBomLineNode(line: BomLineData): BomLineNode {
  return { ...line, productId: line.productId === null ? null : String(line.productId) };
}

export function toParsedBomNode(parsed: ParsedBom): ParsedBomNode {
  return { ...parsed, lines: parsed.lines.map(toBomLineNode) };
}

function toQuoteLineNode({ line, match, price }: QuotedLine, boards: number, locale: Locale): BomQuoteLineNode {
  return {
    line: toBomLineNode(line),
    status: match.status,
    reason: match.reason,
    product: match.product && toProductNode(match.product, locale),
    alternatives: match.alternatives.map((product) => toProductNode(product, locale)),
    requiredQuantity: line.quantity * boards,
    orderQuantity: price?.orderQuantity ?? null,
    priceBreak: price?.priceBreak ?? null,
    lineTotalFen: price ? fenToNumber(price.lineTotalFen) : null,
    nextBreakHint: price?.nextBreakHint
      ? {
          quantity: price.nextBreakHint.quantity,
          lineTotalFen: fenToNumber(price.nextBreakHint.lineTotalFen),
          savingFen: fenToNumber(price.nextBreakHint.savingFen),
        }
      : null,
    problem: price?.problem
      ? {
          code: price.problem.code,
          message: translateError(price.problem.code, locale, price.problem.params),
          field: null,
          lineIds: [line.reference],
        }
      : null,
  };
}

export function toBomQuoteNode(quote: BomQuote, locale: Locale): BomQuoteNode {
  const count = (status: BomLineStatus) => quote.lines.filter((line) => line.match.status === status).length;
  return {
    boards: quote.boards,
    lines: quote.lines.map((line) => toQuoteLineNode(line, quote.boards, locale)),
    totalFen: fenToNumber(quote.totalFen),
    matchedCount: count('MATCHED'),
    suggestedCount: count('SUGGESTED'),
    unmatchedCount: count('UNMATCHED'),
  };
}

export function toBomProjectNode(project: BomProject): BomProjectNode {
  return {
    id: String(project.id),
    name: project.name,
    boards: project.boards,
    lineCount: project.lines.length,
    lines: project.lines.map(toBomLineNode),
    updatedAt: project.updatedAt,
  };
}
