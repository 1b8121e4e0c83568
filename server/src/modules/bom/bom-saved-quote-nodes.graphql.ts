import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../platform/graphql/money-scalar.js';
import { Lifecycle } from '../catalog/catalog.public.js';
import '../catalog/catalog-nodes.graphql.js';
import type { SavedQuoteFormat } from './bom-export.js';
import type { BomLineStatus } from './bom-matching.js';
import { BomLineStatusEnum } from './bom-nodes.graphql.js';
import { compareRepricing, type BomLineChangeKind } from './bom-repricing.js';
import type { BomPricedLine, BomProject } from './bom.entities.js';

export const BomLineChangeEnum = {
  PART: 'PART',
  STATUS: 'STATUS',
  UNIT_PRICE: 'UNIT_PRICE',
  STOCK: 'STOCK',
  LIFECYCLE: 'LIFECYCLE',
  NEW_LINE: 'NEW_LINE',
} as const satisfies Record<BomLineChangeKind, BomLineChangeKind>;
registerEnumType(BomLineChangeEnum, {
  name: 'BomLineChange',
  description: 'What changed on a line since the pricing before.',
  valuesConfig: {
    PART: { description: 'Another part (or none) matches the line now.' },
    STATUS: { description: 'The match status changed (for example MATCHED to SUGGESTED).' },
    UNIT_PRICE: { description: 'The unit price of the order quantity changed.' },
    STOCK: { description: 'The stock of the part changed.' },
    LIFECYCLE: { description: 'The part moved in its lifecycle (for example ACTIVE to NRND).' },
    NEW_LINE: { description: 'The line was not in the pricing before.' },
  },
});

export const BomSpreadsheetFormatEnum = { XLSX: 'XLSX', CSV: 'CSV' } as const satisfies Record<
  SavedQuoteFormat,
  SavedQuoteFormat
>;
registerEnumType(BomSpreadsheetFormatEnum, {
  name: 'BomSpreadsheetFormat',
  description: 'A spreadsheet a saved quote is exported as.',
  valuesConfig: {
    XLSX: { description: 'An Excel workbook.' },
    CSV: { description: 'UTF-8 CSV with a byte order mark.' },
  },
});

@ObjectType('BomPricedLine', { simpleResolvers: true, description: 'A line as one pricing found it.' })
export class BomPricedLineNode {
  @Field(() => BomLineStatusEnum, { description: 'The match status then.' }) status!: BomLineStatus;
  @Field(() => ID, { nullable: true, description: 'ID of the part that matched; null when none did.' })
  productId!: string | null;
  @Field(() => String, { description: "The matched part's MPN; empty when none matched." }) mpn!: string;
  @Field(() => String, { description: "The matched part's manufacturer; empty when none matched." })
  manufacturer!: string;
  @Field(() => Int, { description: 'Line quantity × boards.' }) requiredQuantity!: number;
  @Field(() => Int, { nullable: true, description: 'After MOQ and order increment; null when not priced.' })
  orderQuantity!: number | null;
  @Field(() => Money, { nullable: true, description: 'Unit price in 0.0001 yuan; null when not priced.' })
  unitPriceMilli!: number | null;
  @Field(() => Money, { nullable: true, description: 'Line total in fen; null when not priced.' })
  lineTotalFen!: number | null;
  @Field(() => Int, { nullable: true, description: "The part's stock then; null without a part." })
  stock!: number | null;
  @Field(() => Lifecycle, { nullable: true, description: "The part's lifecycle then; null without a part." })
  lifecycle!: Lifecycle | null;
}

@ObjectType('BomRepricedLine', {
  simpleResolvers: true,
  description: 'A line of the latest pricing beside the same line of the pricing before, and what changed.',
})
export class BomRepricedLineNode {
  @Field(() => String, { description: 'The line reference (the BOM row).' }) reference!: string;
  @Field(() => String, { description: 'The designators of the line.' }) designators!: string;
  @Field(() => String, { description: 'What the BOM asked for: the MPN, else the value.' }) requested!: string;
  @Field(() => BomPricedLineNode, { description: 'The line in the latest pricing.' }) current!: BomPricedLineNode;
  @Field(() => BomPricedLineNode, {
    nullable: true,
    description: 'The line in the pricing before; null for a new line or the first pricing.',
  })
  previous!: BomPricedLineNode | null;
  @Field(() => [BomLineChangeEnum], { description: 'What changed; empty when nothing did.' })
  changes!: BomLineChangeKind[];
}

@ObjectType('BomSavedQuote', {
  simpleResolvers: true,
  description: "A saved project's latest pricing compared with the pricing before it.",
})
export class BomSavedQuoteNode {
  @Field(() => Date, { description: 'When the project was last priced (saved or re-priced).' }) pricedAt!: Date;
  @Field(() => Money, { description: 'Total of the latest pricing in fen.' }) totalFen!: number;
  @Field(() => Date, { nullable: true, description: 'When it was priced before; null until re-priced.' })
  previousPricedAt!: Date | null;
  @Field(() => Money, { nullable: true, description: 'Total of the pricing before in fen; null until re-priced.' })
  previousTotalFen!: number | null;
  @Field(() => Money, {
    nullable: true,
    description: 'Latest total minus the total before, in fen (negative when cheaper); null until re-priced.',
  })
  totalChangeFen!: number | null;
  @Field(() => Int, { description: 'Lines with at least one change.' }) changedLineCount!: number;
  @Field(() => [BomRepricedLineNode], { description: 'Every line of the project, in BOM order.' })
  lines!: BomRepricedLineNode[];
}

@ObjectType('SharedBomQuote', {
  simpleResolvers: true,
  description: "A quote opened through its share link: the project's name, boards and pricing; nothing of its owner.",
})
export class SharedBomQuoteNode {
  @Field(() => String, { description: 'The name the owner gave the project.' }) name!: string;
  @Field(() => Int, { description: 'Boards to build.' }) boards!: number;
  @Field(() => BomSavedQuoteNode, { description: 'The latest pricing and what changed.' }) quote!: BomSavedQuoteNode;
}

@InputType('RenameBomProjectInput', { description: 'Input of `renameBomProject`.' })
export class RenameBomProjectInput {
  @Field(() => ID, { description: 'ID of the bom project.' }) id!: string;
  @Field(() => String, { description: 'The new name (1 to 100 characters).' }) name!: string;
}

@InputType('RepriceBomProjectInput', { description: 'Input of `repriceBomProject`.' })
export class RepriceBomProjectInput {
  @Field(() => ID, { description: 'ID of the bom project.' }) id!: string;
}

@InputType('ShareBomProjectInput', { description: 'Input of `shareBomProject`.' })
export class ShareBomProjectInput {
  @Field(() => ID, { description: 'ID of the bom project.' }) id!: string;
}

@InputType('RevokeBomProjectShareInput', { description: 'Input of `revokeBomProjectShare`.' })
export class RevokeBomProjectShareInput {
  @Field(() => ID, { description: 'ID of the bom project.' }) id!: string;
}

@InputType('ExportBomProjectInput', { description: 'Input of `exportBomProject`.' })
export class ExportBomProjectInput {
  @Field(() => ID, { description: 'ID of the bom project.' }) id!: string;
  @Field(() => BomSpreadsheetFormatEnum, { description: 'The file to write.' }) format!: SavedQuoteFormat;
}

@InputType('ExportSharedBomQuoteInput', { description: 'Input of `exportSharedBomQuote`.' })
export class ExportSharedBomQuoteInput {
  @Field(() => String, { description: 'The token of the share link.' }) token!: string;
  @Field(() => BomSpreadsheetFormatEnum, { description: 'The file to write.' }) format!: SavedQuoteFormat;
}

function toPricedLineNode({ reference: _reference, ...line }: BomPricedLine): BomPricedLineNode {
  return { ...line, productId: line.productId === null ? null : String(line.productId) };
}

/** A project's saved quote; null for a project saved before pricings were kept and not priced since. */
export function toSavedQuoteNode(project: BomProject): BomSavedQuoteNode | null {
  if (!project.pricing) return null;
  const repricing = compareRepricing(project.pricing, project.previousPricing ?? null);
  const lineByReference = new Map(project.lines.map((line) => [line.reference, line]));
  return {
    pricedAt: new Date(repricing.pricing.pricedAt),
    totalFen: repricing.pricing.totalFen,
    previousPricedAt: repricing.previousPricing ? new Date(repricing.previousPricing.pricedAt) : null,
    previousTotalFen: repricing.previousPricing?.totalFen ?? null,
    totalChangeFen: repricing.totalChangeFen,
    changedLineCount: repricing.changedLineCount,
    lines: repricing.lines.map(({ current, previous, changes }) => {
      const line = lineByReference.get(current.reference);
      return {
        reference: current.reference,
        designators: line?.designators ?? '',
        requested: line ? line.mpn || line.value : '',
        current: toPricedLineNode(current),
        previous: previous && toPricedLineNode(previous),
        changes,
      };
    }),
  };
}

export function toSharedBomQuoteNode(project: BomProject): SharedBomQuoteNode {
  return { name: project.name, boards: project.boards, quote: toSavedQuoteNode(project)! };
}
