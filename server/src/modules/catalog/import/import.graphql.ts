import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
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
import type { GraphQLContext } from '../../../platform/graphql/context.js';
import { parseId } from '../../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../../platform/graphql/user-errors.js';
import type { Locale } from '../../../platform/i18n/index.js';
import type { CatalogImportService, ImportPreview } from './catalog-import.service.js';
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from './import-columns.js';
import { problemMessage } from './import-report.js';
import { CatalogImportStatus } from './import-status.js';
import type { CatalogImport, ImportRowError } from './import.entities.js';

registerEnumType(CatalogImportStatus, {
  name: 'CatalogImportStatus',
  description: 'UPLOADED: mapped, not applied; RUNNING: applying in the background; DONE; FAILED: can start again.',
  valuesConfig: {
    UPLOADED: { description: 'Uploaded and mapped; not applied yet.' },
    RUNNING: { description: 'Being applied in the background.' },
    DONE: { description: 'Applied; the counts and row errors are final.' },
    FAILED: { description: 'Stopped by an error; can be started again.' },
  },
});
const ImportFieldEnum = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, field])) as {
  [F in ImportField]: F;
};
registerEnumType(ImportFieldEnum, {
  name: 'ImportField',
  description: 'What a price list column may hold.',
  valuesConfig: {
    mpn: { description: 'Manufacturer part number (required).' },
    maker: { description: 'Maker name (required).' },
    category: { description: 'Category slug, or its numeric ID.' },
    package: { description: 'Package (SOT-23, 0603 ...).' },
    material: { description: 'Material, for parts that state one.' },
    description: { description: 'Description text.' },
    unitPrice: { description: 'Unit price in yuan, up to four decimals.' },
    priceBreaks: { description: 'Price breaks as `quantity:price` pairs, e.g. `1:0.12; 100:0.09`.' },
    moq: { description: 'Minimum order quantity in pieces.' },
    orderIncrement: { description: 'Pieces an order quantity must step by.' },
    leadTimeDays: { description: 'Lead time in days.' },
    purchaseLimit: { description: 'Most pieces one order may take.' },
    batchNumber: { description: 'Production batch (date code).' },
    datasheetUrl: { description: 'URL of the datasheet.' },
    shelf: { description: 'Whether the part is on sale: yes/no, on/off, true/false or 1/0.' },
    stock: { description: 'Counted stock in pieces; sets the stock (a COUNTED movement).' },
  },
});

@ObjectType('ImportColumn', { description: 'The column (0 = A) that holds a field.' })
export class ImportColumnNode {
  @Field(() => ImportFieldEnum, { description: 'The field the column holds.' }) field!: ImportField;
  @Field(() => Int, { description: '0-based column index (0 = A).' }) column!: number;
}

@ObjectType('ImportRowProblem', { description: 'One problem of a price list row.' })
export class ImportRowProblemNode {
  @Field(() => ImportFieldEnum, { nullable: true, description: 'The field at fault; null for the whole row.' })
  field!: ImportField | null;
  @Field(() => String, { description: 'Stable error code from the error catalogue.' }) code!: string;
  @Field(() => String, { description: 'In the language of the request.' }) message!: string;
}

@ObjectType('ImportRowError', { description: 'A row that was not applied, with every problem it has.' })
export class ImportRowErrorNode {
  @Field(() => Int, { description: 'The row’s line in the file.' }) line!: number;
  @Field(() => [ImportRowProblemNode], { description: 'Every problem of the row.' }) problems!: ImportRowProblemNode[];
}

@ObjectType('CatalogImport', { description: 'An uploaded price list and the progress of applying it.' })
export class CatalogImportNode {
  @Field(() => ID, { description: 'ID of the catalog import.' }) id!: string;
  @Field(() => String, { description: 'Name of the uploaded file.' }) filename!: string;
  @Field(() => CatalogImportStatus, { description: 'Where it stands now; see `CatalogImportStatus`.' })
  status!: CatalogImportStatus;
  @Field(() => Int, { description: 'Index of the header row among the file’s rows; -1: no header.' })
  headerRow!: number;
  @Field(() => [ImportColumnNode], { description: 'Which column holds which field.' }) mapping!: ImportColumnNode[];
  @Field(() => Int, { description: 'Data rows (after the header).' }) totalRows!: number;
  @Field(() => Int, { description: 'Rows gone through so far, a batch at a time.' }) processedRows!: number;
  @Field(() => Int, { description: 'Parts the import created so far.' }) createdCount!: number;
  @Field(() => Int, { description: 'Existing parts the import changed so far.' }) updatedCount!: number;
  @Field(() => Int, { description: 'Rows that matched a part exactly as it was.' }) unchangedCount!: number;
  @Field(() => Int, { description: 'Rows refused so far (the error report lists them).' }) errorCount!: number;
  @Field(() => String, { nullable: true, description: 'Why the last run stopped, when it FAILED.' })
  failure!: string | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was finished; null if it has not been.' })
  finishedAt!: Date | null;
  /** For the errors field resolver. */
  rowErrors!: ImportRowError[];
}

function mappingNodes(mapping: ImportMapping): ImportColumnNode[] {
  return IMPORT_FIELDS.flatMap((field) => (mapping[field] === undefined ? [] : [{ field, column: mapping[field] }]));
}

export function toCatalogImportNode(found: CatalogImport): CatalogImportNode {
  return {
    id: String(found.id),
    filename: found.filename,
    status: found.status,
    headerRow: found.headerRow,
    mapping: mappingNodes(found.mapping),
    totalRows: found.totalRows,
    processedRows: found.processedRows,
    createdCount: found.createdCount,
    updatedCount: found.updatedCount,
    unchangedCount: found.unchangedCount,
    errorCount: found.errors.length,
    failure: found.failure ?? null,
    createdAt: found.createdAt,
    finishedAt: found.finishedAt ?? null,
    rowErrors: found.errors,
  };
}

export function toRowErrorNode(error: ImportRowError, locale: Locale): ImportRowErrorNode {
  return {
    line: error.line,
    problems: error.problems.map((problem) => ({
      field: problem.field,
      code: problem.code,
      message: problemMessage(problem, locale),
    })),
  };
}

@ObjectType('ImportPreviewRow', { description: 'One row of the file, checked as the import would check it.' })
export class ImportPreviewRowNode {
  @Field(() => Int, { description: "The row's line in the file." }) line!: number;
  @Field(() => [String], { description: "The row's cells as text." }) cells!: string[];
  @Field(() => [ImportRowProblemNode], { description: 'Empty when the row will be applied.' })
  problems!: ImportRowProblemNode[];
}

@ObjectType('CatalogImportPreview', { description: 'Every row checked as the job would, nothing written.' })
export class CatalogImportPreviewNode {
  @Field(() => Int, { description: 'Rows that would be applied.' }) validCount!: number;
  @Field(() => Int, { description: 'Rows that would be refused.' }) errorCount!: number;
  @Field(() => [ImportPreviewRowNode], { description: 'The first rows of the file.' }) rows!: ImportPreviewRowNode[];
  @Field(() => [ImportRowErrorNode], { description: 'The first refused rows (at most 200).' })
  errors!: ImportRowErrorNode[];
}

function toPreviewNode(preview: ImportPreview, locale: Locale): CatalogImportPreviewNode {
  return {
    validCount: preview.validCount,
    errorCount: preview.errorCount,
    rows: preview.rows.map((row) => ({
      ...row,
      problems: toRowErrorNode({ line: row.line, problems: row.problems }, locale).problems,
    })),
    errors: preview.errors.map((error) => toRowErrorNode(error, locale)),
  };
}

@InputType('ImportColumnInput', { description: 'Input of `MapCatalogImportInput.mapping`.' })
export class ImportColumnInput {
  @Field(() => ImportFieldEnum, { description: 'The field the column holds.' }) field!: ImportField;
  @Field(() => Int, { description: '0-based column index (0 = A).' }) column!: number;
}

@InputType('MapCatalogImportInput', { description: 'Input of `mapCatalogImport`.' })
export class MapCatalogImportInput {
  @Field(() => ID, { description: 'ID of the import.' }) importId!: string;
  @Field(() => Int, { description: '-1: the file has no header row.' }) headerRow!: number;
  @Field(() => [ImportColumnInput], { description: 'Which column holds which field; mpn and maker are required.' })
  mapping!: ImportColumnInput[];
}

@ObjectType('CatalogImportPayload', {
  description: 'What `startCatalogImport` answers: the result, or `userErrors` saying why it did not go through.',
})
export class CatalogImportPayload {
  @Field(() => CatalogImportNode, {
    nullable: true,
    description: 'The import as started; null when `userErrors` is not empty.',
  })
  catalogImport?: CatalogImportNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('PreviewCatalogImportPayload', {
  description: 'What `mapCatalogImport` answers: the result, or `userErrors` saying why it did not go through.',
})
export class PreviewCatalogImportPayload {
  @Field(() => CatalogImportNode, {
    nullable: true,
    description: 'The import with its new mapping; null when `userErrors` is not empty.',
  })
  catalogImport?: CatalogImportNode;
  @Field(() => CatalogImportPreviewNode, {
    nullable: true,
    description: 'Every row checked with the new mapping; null when `userErrors` is not empty.',
  })
  preview?: CatalogImportPreviewNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

function mappingOf(input: readonly ImportColumnInput[]): ImportMapping {
  const mapping: ImportMapping = {};
  for (const { field, column } of input) mapping[field] = column;
  return mapping;
}

/**
 * Staff's catalog import (catalog.import). Files are uploaded to POST /api/admin/catalog/import/upload; the error
 * report is GET /api/admin/catalog/import/errors.
 */
@Resolver(() => CatalogImportNode)
export class CatalogImportResolver {
  constructor(private readonly imports: CatalogImportService) {}

  @Query(() => CatalogImportNode, {
    nullable: true,
    description: 'Staff: an import with its progress (poll it while RUNNING); null for no such import.',
  })
  async catalogImport(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the catalog import.' }) id: string,
  ): Promise<CatalogImportNode | null> {
    const found = await this.imports.get(ctx, parseId(id, ['id']));
    return found && toCatalogImportNode(found);
  }

  @FieldResolver(() => [[String]], { description: 'The file’s first rows (the header included), as cell texts.' })
  headRows(
    @Root() node: CatalogImportNode,
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 10, description: 'How many items to return.' }) first: number,
  ): Promise<string[][]> {
    return this.imports.headRows(ctx, Number(node.id), Math.min(Math.max(first, 1), 50));
  }

  @FieldResolver(() => [ImportRowErrorNode], { description: 'Refused rows, first ones first.' })
  errors(
    @Root() node: CatalogImportNode,
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 50, description: 'How many items to return.' }) first: number,
  ): ImportRowErrorNode[] {
    return node.rowErrors.slice(0, Math.min(Math.max(first, 0), 500)).map((error) => toRowErrorNode(error, ctx.locale));
  }

  @Mutation(() => PreviewCatalogImportPayload, {
    description: 'Staff: sets the header row and column mapping, and checks every row as applying would.',
  })
  mapCatalogImport(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => MapCatalogImportInput, { description: "The operation's fields; see the input type." })
    input: MapCatalogImportInput,
  ): Promise<PreviewCatalogImportPayload> {
    return withUserErrors(ctx.locale, async () => {
      const importId = parseId(input.importId, ['input', 'importId']);
      const mapped = await this.imports.remap(ctx, importId, {
        headerRow: input.headerRow,
        mapping: mappingOf(input.mapping),
      });
      const preview = (await this.imports.preview(ctx, importId))!;
      return { catalogImport: toCatalogImportNode(mapped), preview: toPreviewNode(preview, ctx.locale) };
    });
  }

  @Query(() => CatalogImportPreviewNode, {
    nullable: true,
    description: 'Staff: every row checked as applying would, nothing written; null for no such import.',
  })
  async catalogImportPreview(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('importId', () => ID, { description: 'ID of the import.' }) importId: string,
  ): Promise<CatalogImportPreviewNode | null> {
    const preview = await this.imports.preview(ctx, parseId(importId, ['importId']));
    return preview && toPreviewNode(preview, ctx.locale);
  }

  @Mutation(() => CatalogImportPayload, {
    description: 'Staff: applies the import as one background job, in batches that each apply whole or not at all.',
  })
  startCatalogImport(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('importId', () => ID, { description: 'ID of the import.' }) importId: string,
  ): Promise<CatalogImportPayload> {
    return withUserErrors(ctx.locale, async () => ({
      catalogImport: toCatalogImportNode(await this.imports.start(ctx, parseId(importId, ['importId']))),
    }));
  }
}
