import { Money } from '../../platform/graphql/money-scalar.js';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { translateError } from '../../platform/errors/index.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode } from '../../platform/graphql/user-errors.js';
import type { Locale, LocalizedText } from '../../platform/i18n/index.js';
import type { ErrorCode } from '../../platform/errors/index.js';
import { fenToNumber } from '@circuitmart/rules/money';
import { PriceBreakNode, ProductNode, toProductDetailNode } from '../catalog/catalog.graphql.js';
import { BOM_FIELDS, type ColumnMapping } from './bom-columns.js';
import type { BomExportFormat } from './bom-export.js';
import { MAX_BOM_LINES } from './bom-file.js';
import type { BomLineStatus, BomPart, DecidingParameter, LineMatch, MatchReason } from './bom-matching.js';
import type { BomExclusion, BomLineData, BomProject, BomQuantityIssue } from './bom.entities.js';
import { lineWithDefaults, MAX_LINE_QUANTITY } from './bom-lines.js';
import { countDesignators } from './designators.js';
import type { BomLinesInput, BomQuote, ParsedBom, QuotedLine } from './bom.service.js';
import { BomSavedQuoteNode, toSavedQuoteNode } from './bom-saved-quote-nodes.graphql.js';

export const BomLineStatusEnum = {
  MATCHED: 'MATCHED',
  SUGGESTED: 'SUGGESTED',
  UNMATCHED: 'UNMATCHED',
  EXCLUDED: 'EXCLUDED',
} as const;
registerEnumType(BomLineStatusEnum, {
  name: 'BomLineStatus',
  description:
    'MATCHED: one part fits; SUGGESTED: a part that may fit, with its reason; UNMATCHED: none found; EXCLUDED: not to be bought (do-not-place, quantity 0 or left out by the buyer), neither matched nor priced.',
  valuesConfig: {
    EXCLUDED: {
      description: 'Not to be bought (see `BomLine.exclusion`): neither matched nor priced, never added to the cart.',
    },
    MATCHED: { description: 'One part fits.' },
    SUGGESTED: { description: 'A part that may fit; `reason` says why it is only a suggestion.' },
    UNMATCHED: { description: 'No part found.' },
  },
});
export const BomExclusionEnum = {
  DO_NOT_PLACE: 'DO_NOT_PLACE',
  ZERO_QUANTITY: 'ZERO_QUANTITY',
  BUYER: 'BUYER',
} as const;
registerEnumType(BomExclusionEnum, {
  name: 'BomExclusion',
  description: 'Why a line is left out: DO_NOT_PLACE (DNP/DNF column or text), ZERO_QUANTITY, BUYER.',
  valuesConfig: {
    DO_NOT_PLACE: { description: 'The BOM marks the part do-not-place (a DNP/DNF column or text).' },
    ZERO_QUANTITY: { description: 'The BOM gives quantity 0.' },
    BUYER: { description: 'The buyer left the line out.' },
  },
});
export const BomQuantityIssueEnum = {
  INVALID: 'INVALID',
  NOT_WHOLE: 'NOT_WHOLE',
  TOO_LARGE: 'TOO_LARGE',
  MISSING: 'MISSING',
  DESIGNATOR_MISMATCH: 'DESIGNATOR_MISMATCH',
} as const satisfies Record<BomQuantityIssue, BomQuantityIssue>;
registerEnumType(BomQuantityIssueEnum, {
  name: 'BomQuantityIssue',
  description:
    'What is wrong with the quantity the file wrote: INVALID (abc, -3), NOT_WHOLE (1,5), TOO_LARGE, MISSING (and no designators), DESIGNATOR_MISMATCH (the quantity is kept). A flagged line is never added by addBomToCart.',
  valuesConfig: {
    INVALID: { description: 'The quantity is not a number (`abc`, `-3`); `quantity` holds an assumed one.' },
    NOT_WHOLE: { description: 'The quantity is not whole or is ambiguous (`1,5`); `quantity` holds an assumed one.' },
    TOO_LARGE: { description: 'The quantity exceeds 1,000,000 per board; `quantity` holds an assumed one.' },
    MISSING: { description: 'No quantity and no designators to count; `quantity` holds an assumed one.' },
    DESIGNATOR_MISMATCH: {
      description: "The quantity differs from the count of designators; the file's quantity is kept.",
    },
  },
});
export const BomDecidingParameterEnum = {
  package: 'package',
  voltage: 'voltage',
  dielectric: 'dielectric',
  tolerance: 'tolerance',
} as const satisfies Record<DecidingParameter, DecidingParameter>;
registerEnumType(BomDecidingParameterEnum, {
  name: 'BomDecidingParameter',
  description:
    'A parameter that decides whether a passive chosen by value fits: a capacitor its package, voltage and ' +
    'dielectric, a resistor its package and tolerance (and any part the tolerance the line gives).',
  valuesConfig: {
    package: { description: 'The package or footprint (0603, SOIC-8).' },
    voltage: { description: "The rated voltage, in volts; the part's must be at least the line's." },
    dielectric: { description: 'The capacitor dielectric (X7R, C0G).' },
    tolerance: { description: 'The tolerance (±1%).' },
  },
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
  'PARAMETERS_ASSUMED',
  'OBSOLETE',
];
export const MatchReasonEnum = Object.fromEntries(reasons.map((reason) => [reason, reason])) as {
  [R in MatchReason]: R;
};
registerEnumType(MatchReasonEnum, {
  name: 'BomMatchReason',
  description:
    'Why a line got its part: EXACT_MPN, PACKAGING_SUFFIX (the MPN with a reel/lead-free suffix), DISTRIBUTOR_PREFIX (the MPN after a distributor order code such as C25804 or 296-), CHOSEN (picked by the buyer), VALUE_AND_PACKAGE (a passive by value and package); suggestions: PACKAGING_VARIANT, CLOSE_MPN, OTHER_MAKER (same value and package), PACKAGE_MISMATCH (same value, another package), VALUE_ONLY (no package given), PARAMETERS_ASSUMED (value and package agree, but the BOM does not give or the part does not meet a deciding parameter: see assumptions), OBSOLETE (the part is no longer made; alternatives still made come first).',
  valuesConfig: {
    PARAMETERS_ASSUMED: {
      description:
        'Value and package agree, but the BOM does not give or the part does not meet a deciding parameter (see `assumptions`).',
    },
    OBSOLETE: { description: 'The matched part is no longer made; alternatives still made come first.' },
    EXACT_MPN: { description: 'The manufacturer part number matched exactly.' },
    PACKAGING_SUFFIX: { description: 'The MPN matched with a reel or lead-free suffix.' },
    DISTRIBUTOR_PREFIX: { description: 'The MPN matched after a distributor order code (such as C25804 or 296-).' },
    CHOSEN: { description: 'The buyer picked the part.' },
    VALUE_AND_PACKAGE: { description: 'A passive matched by value and package.' },
    PACKAGING_VARIANT: { description: 'Suggestion: the same part in another packaging.' },
    CLOSE_MPN: { description: 'Suggestion: a part number close to the one given.' },
    OTHER_MAKER: { description: 'Suggestion: same value and package from another maker.' },
    PACKAGE_MISMATCH: { description: 'Suggestion: same value in another package.' },
    VALUE_ONLY: { description: 'Suggestion: matched by value alone, as no package was given.' },
  },
});
export const BomExportFormatEnum = { XLSX: 'XLSX', PDF: 'PDF', CSV: 'CSV' } as const;
registerEnumType(BomExportFormatEnum, {
  name: 'BomExportFormat',
  valuesConfig: {
    CSV: { description: 'UTF-8 CSV with a byte order mark; the same rows as the XLSX.' },
    XLSX: { description: 'Excel workbook.' },
    PDF: { description: 'PDF document.' },
  },
  description: 'File format of an exported BOM quote.',
});

@InputType('BomLineInput', { description: 'One BOM line as the buyer or integrator gives it.' })
export class BomLineInput {
  @Field(() => String, { description: "The caller's reference, returned with the line (a row number, an id)." })
  reference!: string;
  @Field(() => String, { defaultValue: '', description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { defaultValue: '', description: 'Maker name as the BOM gives it; empty by default.' })
  manufacturer!: string;
  @Field(() => Int, { description: 'Pieces per board (1 to 1,000,000).' }) quantity!: number;
  @Field(() => String, { defaultValue: '', description: 'Reference designators (e.g. "R1, R2"); empty by default.' })
  designators!: string;
  @Field(() => String, { defaultValue: '', description: 'A passive value such as 100nF or 10k 1%.' }) value!: string;
  @Field(() => String, { defaultValue: '', description: 'Package or footprint (0603, R_0603_1608Metric, SOIC-8).' })
  package!: string;
  @Field(() => String, {
    defaultValue: '',
    description: 'Free description as the BOM gives it; empty by default.',
  })
  description!: string;
  @Field(() => ID, { nullable: true, description: 'A part the buyer picked; taken as it is (package still checked).' })
  productId?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Your reference for the line, carried to the cart and order line; the designators when omitted.',
  })
  customerReference?: string | null;
  @Field(() => String, { defaultValue: '', description: 'The quantity as the file wrote it (for flagged lines).' })
  quantityText!: string;
  @Field(() => BomQuantityIssueEnum, {
    nullable: true,
    description: 'What is wrong with `quantityText`, as `parseBomText` flagged it; null when nothing is.',
  })
  quantityIssue?: BomQuantityIssue | null;
  @Field(() => BomExclusionEnum, { nullable: true, description: 'Set to leave the line out; null to include it.' })
  exclusion?: BomExclusion | null;
}

@InputType('BomLinesInput', { description: 'Input of `matchBom`, `addBomToCart`.' })
export class BomLinesInputNode {
  @Field(() => Int, { defaultValue: 1, description: 'Boards to build; multiplies every line (1 to 100,000).' })
  boards!: number;
  @Field(() => [BomLineInput], { description: `At most ${MAX_BOM_LINES} lines.` }) lines!: BomLineInput[];
}

@InputType('BomColumnMappingInput', { description: '0-based column of each field; omit a field the file lacks.' })
export class BomColumnMappingNode {
  @Field(() => Int, { nullable: true, description: 'Manufacturer part number.' }) mpn?: number | null;
  @Field(() => Int, { nullable: true, description: 'Column of the quantity per board.' }) quantity?: number | null;
  @Field(() => Int, { nullable: true, description: 'Column of the reference designators.' }) designator?: number | null;
  @Field(() => Int, { nullable: true, description: 'Column of the maker name.' }) manufacturer?: number | null;
  @Field(() => Int, { nullable: true, description: 'Column of the value (100nF, 10k).' }) value?: number | null;
  @Field(() => Int, { nullable: true, description: 'Column of the package or footprint.' }) package?: number | null;
  @Field(() => Int, { nullable: true, description: 'Column of the free description.' }) description?: number | null;
  @Field(() => Int, { nullable: true, description: 'A DNP/DNF/"Do not place" column.' }) dnp?: number | null;
}

// Plain data, as the catalog's types: `simpleResolvers` skips the global error middleware on every field, which
// made a 1,000-line quote resolve tens of thousands of promises.
@ObjectType('BomColumnMapping', {
  simpleResolvers: true,
  description: '0-based column of each field; null when the file lacks it.',
})
export class BomColumnMappingOutput {
  @Field(() => Int, { nullable: true, description: 'Manufacturer part number.' }) mpn?: number;
  @Field(() => Int, { nullable: true, description: 'Column of the quantity per board.' }) quantity?: number;
  @Field(() => Int, { nullable: true, description: 'Column of the reference designators.' }) designator?: number;
  @Field(() => Int, { nullable: true, description: 'Column of the maker name.' }) manufacturer?: number;
  @Field(() => Int, { nullable: true, description: 'Column of the value (100nF, 10k).' }) value?: number;
  @Field(() => Int, { nullable: true, description: 'Column of the package or footprint.' }) package?: number;
  @Field(() => Int, { nullable: true, description: 'Column of the free description.' }) description?: number;
  @Field(() => Int, { nullable: true, description: 'A DNP/DNF/"Do not place" column.' }) dnp?: number;
}

@InputType('ParseBomTextInput', { description: 'Input of `parseBomText`.' })
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

@ObjectType('BomLine', {
  simpleResolvers: true,
  description: 'One BOM line as read from a file or given by the caller.',
})
export class BomLineNode {
  @Field(() => String, { description: "The caller's reference, returned with the line (a row number, an id)." })
  reference!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: 'Maker name as the BOM wrote it; may be empty.' }) manufacturer!: string;
  @Field(() => Int, { description: 'Pieces per board.' }) quantity!: number;
  @Field(() => String, { description: 'Reference designators as the BOM wrote them (e.g. "R1, R2"); may be empty.' })
  designators!: string;
  @Field(() => String, { description: 'A passive value such as 100nF or 10k 1%; may be empty.' }) value!: string;
  @Field(() => String, { description: 'Package or footprint as the BOM wrote it; may be empty.' }) package!: string;
  @Field(() => String, { description: 'Free description from the BOM; may be empty.' }) description!: string;
  @Field(() => ID, { nullable: true, description: 'ID of the product. Null when there is none.' }) productId!:
    string | null;
  @Field(() => String, {
    description:
      'Your reference for the line, carried to the cart and order line; the designators when none was given.',
  })
  customerReference!: string;
  @Field(() => String, { description: 'The quantity as the file wrote it.' }) quantityText!: string;
  @Field(() => BomQuantityIssueEnum, {
    nullable: true,
    description: 'What is wrong with the quantity the file wrote; null when nothing is.',
  })
  quantityIssue!: BomQuantityIssue | null;
  @Field(() => BomExclusionEnum, { nullable: true, description: 'Why the line is left out; null when it is included.' })
  exclusion!: BomExclusion | null;
}

@ObjectType('ParsedBom', {
  simpleResolvers: true,
  description: 'A BOM file read into lines, with the columns it was read by.',
})
export class ParsedBomNode {
  @Field(() => [String], { description: 'Cells of the header row; empty when the file has none.' }) header!: string[];
  @Field(() => Int, { description: '0-based; -1 when the file has no header row.' }) headerRow!: number;
  @Field(() => BomColumnMappingOutput, { description: 'Which column each field was read from, detected or as given.' })
  mapping!: BomColumnMappingOutput;
  @Field(() => [[String]], { description: 'The header row and the first data rows.' }) preview!: string[][];
  @Field(() => Int, { description: 'Data rows in the file.' }) rowCount!: number;
  @Field(() => [BomLineNode], { description: 'The lines read from the data rows.' }) lines!: BomLineNode[];
}

@ObjectType('BomNextBreakHint', { simpleResolvers: true, description: 'Buying this many instead costs less.' })
export class NextBreakHintNode {
  @Field(() => Int, { description: 'Pieces to buy instead.' }) quantity!: number;
  @Field(() => Money, { description: 'In fen.' }) lineTotalFen!: number;
  @Field(() => Money, { description: 'In fen.' }) savingFen!: number;
}

@ObjectType('BomQuoteLine', {
  simpleResolvers: true,
  description: 'One BOM line with the part found for it and its price.',
})
export class BomQuoteLineNode {
  @Field(() => BomLineNode, { description: 'The line as given.' }) line!: BomLineNode;
  @Field(() => BomLineStatusEnum, { description: 'Where it stands now; see `BomLineStatus`.' }) status!: BomLineStatus;
  @Field(() => MatchReasonEnum, {
    nullable: true,
    description: 'Why the part was chosen; null when UNMATCHED or EXCLUDED.',
  })
  reason!: MatchReason | null;
  @Field(() => ProductNode, {
    nullable: true,
    description: 'The part matched or suggested; null when UNMATCHED or EXCLUDED.',
  })
  product!: ProductNode | null;
  @Field(() => [ProductNode], { description: 'Other parts to pick from, best first.' }) alternatives!: ProductNode[];
  @Field(() => Int, { description: 'Line quantity × boards.' }) requiredQuantity!: number;
  @Field(() => Int, { nullable: true, description: 'After MOQ and order increment.' }) orderQuantity!: number | null;
  @Field(() => PriceBreakNode, {
    nullable: true,
    description: 'The price break the order quantity reaches; null without a part.',
  })
  priceBreak!: PriceBreakNode | null;
  @Field(() => Money, { nullable: true, description: 'In fen, rounded once.' }) lineTotalFen!: number | null;
  @Field(() => NextBreakHintNode, {
    nullable: true,
    description: 'A larger quantity that costs less in all; null when none does.',
  })
  nextBreakHint!: NextBreakHintNode | null;
  @Field(() => UserErrorNode, { nullable: true, description: 'Why the order quantity cannot be ordered now.' })
  problem!: UserErrorNode | null;
  @Field(() => [BomDecidingParameterEnum], {
    description: 'For a part chosen by value: deciding parameters the BOM does not give or the part does not meet.',
  })
  assumptions!: DecidingParameter[];
  @Field(() => [UserErrorNode], {
    description: 'What to check on the line, translated: why it is excluded, a flagged quantity, what was assumed.',
  })
  notes!: UserErrorNode[];
}

@ObjectType('BomQuote', {
  simpleResolvers: true,
  description: 'A BOM matched to shop parts and priced for a number of boards.',
})
export class BomQuoteNode {
  @Field(() => Int, { description: 'Boards the quote is for.' }) boards!: number;
  @Field(() => [BomQuoteLineNode], { description: "Every line with its match and price, in the BOM's order." })
  lines!: BomQuoteLineNode[];
  @Field(() => Money, { description: 'Sum of the priced lines in fen.' }) totalFen!: number;
  @Field(() => Int, { description: 'Lines MATCHED.' }) matchedCount!: number;
  @Field(() => Int, { description: 'Lines SUGGESTED.' }) suggestedCount!: number;
  @Field(() => Int, { description: 'Lines UNMATCHED.' }) unmatchedCount!: number;
  @Field(() => Int, { description: 'Lines EXCLUDED: not to be bought, not priced.' }) excludedCount!: number;
}

@ObjectType('BomProject', { description: 'A BOM the buyer saved in the BOM tool, to quote or buy again later.' })
export class BomProjectNode {
  @Field(() => ID, { description: 'ID of the bom project.' }) id!: string;
  @Field(() => String, { description: 'Name the buyer gave it.' }) name!: string;
  @Field(() => Int, { description: "Boards to build; every line's quantity is per board." }) boards!: number;
  @Field(() => Int, { description: 'How many lines it has.' }) lineCount!: number;
  @Field(() => [BomLineNode], { description: 'Its lines as saved.' }) lines!: BomLineNode[];
  @Field(() => Date, { description: 'When it last changed.' }) updatedAt!: Date;
  @Field(() => BomSavedQuoteNode, {
    nullable: true,
    description: 'The saved quote: the latest pricing beside the one before; null until priced (saved or re-priced).',
  })
  quote!: BomSavedQuoteNode | null;
  @Field(() => String, {
    nullable: true,
    description: 'Opens the read-only quote at /bom/shared/<token> without signing in; null when not shared.',
  })
  shareToken!: string | null;
}

@InputType('SaveBomProjectInput', { description: 'Input of `saveBomProject`.' })
export class SaveBomProjectInput extends BomLinesInputNode {
  @Field(() => ID, { nullable: true, description: 'Replaces this project; creates one when omitted.' })
  id?: string | null;
  @Field(() => String, { description: 'Name of the project.' }) name!: string;
}

@InputType('ExportBomQuoteInput', { description: 'Input of `exportBomQuote`.' })
export class ExportBomQuoteInput extends BomLinesInputNode {
  @Field(() => String, {
    defaultValue: 'BOM',
    description: 'Name of the BOM, used in the file name and title; "BOM" by default.',
  })
  name!: string;
  @Field(() => BomExportFormatEnum, { description: 'File format.' }) format!: BomExportFormat;
}

@ObjectType('BomProjectPayload', {
  description: 'What `saveBomProject` answers: the result, or `userErrors` saying why it did not go through.',
})
export class BomProjectPayload {
  @Field(() => BomProjectNode, {
    nullable: true,
    description: 'The saved project; null when `userErrors` is not empty.',
  })
  project?: BomProjectNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('ParseBomPayload', {
  description: 'What `parseBomText` answers: the result, or `userErrors` saying why it did not go through.',
})
export class ParseBomPayload {
  @Field(() => ParsedBomNode, { nullable: true, description: 'The file as read; null when `userErrors` is not empty.' })
  bom?: ParsedBomNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('MatchBomPayload', {
  description: 'What `matchBom` answers: the result, or `userErrors` saying why it did not go through.',
})
export class MatchBomPayload {
  @Field(() => BomQuoteNode, { nullable: true, description: 'The priced lines; null when `userErrors` is not empty.' })
  quote?: BomQuoteNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('AddBomToCartPayload', {
  description: 'What `addBomToCart` answers: the result, or `userErrors` saying why it did not go through.',
})
export class AddBomToCartPayload {
  @Field(() => Int, { nullable: true, description: 'Lines put in the cart; null when `userErrors` is not empty.' })
  addedCount?: number;
  @Field(() => [String], { nullable: true, description: 'Matched lines the cart refused (sold out, cart full ...).' })
  skippedReferences?: string[];
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('ExportBomQuotePayload', {
  description: 'What `exportBomQuote` answers: the result, or `userErrors` saying why it did not go through.',
})
export class ExportBomQuotePayload {
  @Field(() => String, {
    nullable: true,
    description: 'Suggested file name with extension; null when `userErrors` is not empty.',
  })
  filename?: string;
  @Field(() => String, { nullable: true, description: 'MIME type of the file; null when `userErrors` is not empty.' })
  contentType?: string;
  @Field(() => String, { nullable: true, description: 'The file, base64-encoded.' }) base64?: string;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('DeleteBomProjectPayload', {
  description: 'What `deleteBomProject` answers: the result, or `userErrors` saying why it did not go through.',
})
export class DeleteBomProjectPayload {
  @Field(() => Boolean, {
    nullable: true,
    description: 'True when the project was deleted; null when `userErrors` is not empty.',
  })
  deleted?: boolean;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
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
      customerReference: line.customerReference ?? line.designators,
      quantityText: line.quantityText,
      quantityIssue: line.quantityIssue ?? null,
      exclusion: line.exclusion ?? null,
    })),
  };
}

/** A line as answered; lines saved before references, flags and exclusions existed get their defaults. */
export function toBomLineNode(line: BomLineData): BomLineNode {
  return { ...lineWithDefaults(line), productId: line.productId === null ? null : String(line.productId) };
}

const parameterNames: Record<DecidingParameter, LocalizedText> = {
  package: { 'zh-CN': '封装', 'en-US': 'package', ru: 'корпус', 'es-ES': 'encapsulado' },
  voltage: { 'zh-CN': '额定电压', 'en-US': 'voltage', ru: 'напряжение', 'es-ES': 'tensión' },
  dielectric: { 'zh-CN': '介质', 'en-US': 'dielectric', ru: 'диэлектрик', 'es-ES': 'dieléctrico' },
  tolerance: { 'zh-CN': '精度', 'en-US': 'tolerance', ru: 'допуск', 'es-ES': 'tolerancia' },
};

const quantityIssueCodes: Record<BomQuantityIssue, ErrorCode> = {
  INVALID: 'BOM_QUANTITY_INVALID',
  NOT_WHOLE: 'BOM_QUANTITY_NOT_WHOLE',
  TOO_LARGE: 'BOM_QUANTITY_TOO_LARGE',
  MISSING: 'BOM_QUANTITY_MISSING',
  DESIGNATOR_MISMATCH: 'BOM_QUANTITY_DESIGNATORS_DIFFER',
};

/** What the buyer should check on a line, each message in their language. */
function lineNotes(line: BomLineData, match: LineMatch, locale: Locale): UserErrorNode[] {
  const notes: { code: ErrorCode; params: Record<string, string | number> }[] = [];
  if (line.exclusion === 'DO_NOT_PLACE') notes.push({ code: 'BOM_LINE_DO_NOT_PLACE', params: {} });
  if (line.exclusion === 'ZERO_QUANTITY') notes.push({ code: 'BOM_LINE_QUANTITY_ZERO', params: {} });
  if (line.quantityIssue) {
    notes.push({
      code: quantityIssueCodes[line.quantityIssue],
      params: {
        text: line.quantityText,
        quantity: line.quantity,
        max: MAX_LINE_QUANTITY,
        count: countDesignators(line.designators),
      },
    });
  }
  if (match.assumptions.length > 0) {
    const separator = locale === 'zh-CN' ? '、' : ', ';
    const parameters = match.assumptions.map((parameter) => parameterNames[parameter][locale]).join(separator);
    notes.push({ code: 'BOM_PARAMETERS_ASSUMED', params: { parameters } });
  }
  return notes.map(({ code, params }) => ({
    code,
    message: translateError(code, locale, params),
    field: null,
    lineIds: [line.reference],
  }));
}

export function toParsedBomNode(parsed: ParsedBom): ParsedBomNode {
  return { ...parsed, lines: parsed.lines.map(toBomLineNode) };
}

function toQuoteLineNode(
  { line, match, price }: QuotedLine,
  boards: number,
  locale: Locale,
  partNode: (part: BomPart) => ProductNode,
): BomQuoteLineNode {
  return {
    line: toBomLineNode(line),
    status: match.status,
    reason: match.reason,
    product: match.product && partNode(match.product),
    alternatives: match.alternatives.map(partNode),
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
    assumptions: match.assumptions,
    notes: lineNotes(line, match, locale),
  };
}

function sharedNode<Node extends { id: string }>(nodes: Map<string, Node>, node: Node): Node {
  const shared = nodes.get(node.id);
  if (shared) return shared;
  nodes.set(node.id, node);
  return node;
}

export function toBomQuoteNode(quote: BomQuote, locale: Locale): BomQuoteNode {
  const count = (status: BomLineStatus) => quote.lines.filter((line) => line.match.status === status).length;
  // One node per part, however many lines show it: a big BOM's lines share many parts among their alternatives;
  // and one maker and category node each, which the parts share (a 5,000-line quote's nodes are all alive at once).
  const partNodes = new Map<number, ProductNode>();
  const makerNodes = new Map<string, ProductNode['manufacturer']>();
  const categoryNodes = new Map<string, ProductNode['category']>();
  const partNode = (part: BomPart) => {
    let node = partNodes.get(part.id);
    if (!node) {
      node = toProductDetailNode(part, locale);
      node.manufacturer = sharedNode(makerNodes, node.manufacturer);
      node.category = sharedNode(categoryNodes, node.category);
      partNodes.set(part.id, node);
    }
    return node;
  };
  return {
    boards: quote.boards,
    lines: quote.lines.map((line) => toQuoteLineNode(line, quote.boards, locale, partNode)),
    totalFen: fenToNumber(quote.totalFen),
    matchedCount: count('MATCHED'),
    suggestedCount: count('SUGGESTED'),
    unmatchedCount: count('UNMATCHED'),
    excludedCount: count('EXCLUDED'),
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
    quote: toSavedQuoteNode(project),
    shareToken: project.shareToken ?? null,
  };
}
