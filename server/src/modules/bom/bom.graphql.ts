import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { withUserErrors } from '../../platform/graphql/user-errors.js';
import { MAX_BOM_LINES } from './bom-file.js';
import type { BomService } from './bom.service.js';
import {
  BomLinesInputNode,
  ParseBomTextInput,
  BomProjectNode,
  SaveBomProjectInput,
  ExportBomQuoteInput,
  BomProjectPayload,
  ParseBomPayload,
  MatchBomPayload,
  AddBomToCartPayload,
  ExportBomQuotePayload,
  DeleteBomProjectPayload,
  mappingFromInput,
  linesFromInput,
  toParsedBomNode,
  toBomQuoteNode,
  toBomProjectNode,
} from './bom-nodes.graphql.js';
import { base64File } from './bom-export.js';
import {
  ExportBomProjectInput,
  ExportSharedBomQuoteInput,
  RenameBomProjectInput,
  RepriceBomProjectInput,
  RevokeBomProjectShareInput,
  ShareBomProjectInput,
  SharedBomQuoteNode,
  toSharedBomQuoteNode,
} from './bom-saved-quote-nodes.graphql.js';

@Resolver()
export class BomResolver {
  constructor(private readonly bom: BomService) {}

  @Mutation(() => ParseBomPayload, {
    description: `Parses a pasted BOM (at most ${MAX_BOM_LINES} lines): header row, column mapping and lines. Files go to POST /api/bom/parse.`,
  })
  parseBomText(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ParseBomTextInput, { description: "The operation's fields; see the input type." })
    input: ParseBomTextInput,
  ): Promise<ParseBomPayload> {
    return withUserErrors(ctx.locale, async () => {
      const parsed = await this.bom.parseText(ctx, input.text, {
        headerRow: input.headerRow ?? undefined,
        mapping: mappingFromInput(input.mapping),
      });
      return { bom: toParsedBomNode(parsed) };
    });
  }

  @Mutation(() => MatchBomPayload, {
    description: `Matches and prices BOM lines (at most ${MAX_BOM_LINES}): each line with its status, reason, part, alternatives, order quantity, price break, line total and next-break hint.`,
  })
  matchBom(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => BomLinesInputNode, { description: "The operation's fields; see the input type." })
    input: BomLinesInputNode,
  ): Promise<MatchBomPayload> {
    return withUserErrors(ctx.locale, async () => ({
      quote: toBomQuoteNode(await this.bom.quote(ctx, linesFromInput(input)), ctx.locale),
    }));
  }

  @Mutation(() => AddBomToCartPayload, { description: 'Adds every Matched line at its order quantity to the cart.' })
  addBomToCart(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => BomLinesInputNode, { description: "The operation's fields; see the input type." })
    input: BomLinesInputNode,
  ): Promise<AddBomToCartPayload> {
    return withUserErrors(ctx.locale, () => this.bom.addMatchedToCart(ctx, linesFromInput(input)));
  }

  @Mutation(() => ExportBomQuotePayload, {
    description: 'The quote as XLSX, PDF or CSV, with quote number and validity.',
  })
  exportBomQuote(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ExportBomQuoteInput, { description: "The operation's fields; see the input type." })
    input: ExportBomQuoteInput,
  ): Promise<ExportBomQuotePayload> {
    return withUserErrors(ctx.locale, async () => {
      const file = await this.bom.exportQuote(ctx, {
        ...linesFromInput(input),
        name: input.name,
        format: input.format,
      });
      return base64File(file);
    });
  }

  @Query(() => [BomProjectNode], { description: "The signed-in buyer's saved BOM projects, latest first." })
  async myBomProjects(@Ctx() { ctx }: GraphQLContext): Promise<BomProjectNode[]> {
    return (await this.bom.listProjects(ctx)).map(toBomProjectNode);
  }

  @Query(() => BomProjectNode, { description: "One of the buyer's BOM projects; NOT_FOUND for anyone else's." })
  async bomProject(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the bom project.' }) id: string,
  ): Promise<BomProjectNode> {
    return toBomProjectNode(await this.bom.getProject(ctx, parseId(id, ['id'])));
  }

  @Mutation(() => BomProjectPayload, { description: 'Saves a BOM as a project, or replaces one of the buyer’s.' })
  saveBomProject(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SaveBomProjectInput, { description: "The operation's fields; see the input type." })
    input: SaveBomProjectInput,
  ): Promise<BomProjectPayload> {
    return withUserErrors(ctx.locale, async () => {
      const project = await this.bom.saveProject(ctx, {
        ...linesFromInput(input),
        name: input.name,
        id: input.id ? parseId(input.id, ['input', 'id']) : undefined,
      });
      return { project: toBomProjectNode(project) };
    });
  }

  @Mutation(() => BomProjectPayload, { description: 'Renames one of the buyer’s projects; lines and prices stay.' })
  renameBomProject(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RenameBomProjectInput, { description: "The operation's fields; see the input type." })
    input: RenameBomProjectInput,
  ): Promise<BomProjectPayload> {
    return withUserErrors(ctx.locale, async () => ({
      project: toBomProjectNode(await this.bom.renameProject(ctx, parseId(input.id, ['input', 'id']), input.name)),
    }));
  }

  @Mutation(() => BomProjectPayload, {
    description:
      'Prices one of the buyer’s projects against the catalog as it is now; its `quote` then says per line what changed (unit price, stock, lifecycle, part) and by how much the total did.',
  })
  repriceBomProject(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RepriceBomProjectInput, { description: "The operation's fields; see the input type." })
    input: RepriceBomProjectInput,
  ): Promise<BomProjectPayload> {
    return withUserErrors(ctx.locale, async () => ({
      project: toBomProjectNode(await this.bom.repriceProject(ctx, parseId(input.id, ['input', 'id']))),
    }));
  }

  @Mutation(() => BomProjectPayload, {
    description:
      'Gives one of the buyer’s projects a read-only share link (`shareToken`), kept when it has one: anyone with it reads the quote without signing in.',
  })
  shareBomProject(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ShareBomProjectInput, { description: "The operation's fields; see the input type." })
    input: ShareBomProjectInput,
  ): Promise<BomProjectPayload> {
    return withUserErrors(ctx.locale, async () => ({
      project: toBomProjectNode(await this.bom.shareProject(ctx, parseId(input.id, ['input', 'id']))),
    }));
  }

  @Mutation(() => BomProjectPayload, {
    description: 'Revokes a project’s share link; the old link answers NOT_FOUND, and sharing again makes a new one.',
  })
  revokeBomProjectShare(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RevokeBomProjectShareInput, { description: "The operation's fields; see the input type." })
    input: RevokeBomProjectShareInput,
  ): Promise<BomProjectPayload> {
    return withUserErrors(ctx.locale, async () => ({
      project: toBomProjectNode(await this.bom.revokeProjectShare(ctx, parseId(input.id, ['input', 'id']))),
    }));
  }

  @Mutation(() => ExportBomQuotePayload, {
    description:
      'One of the buyer’s saved quotes as XLSX or CSV: the latest pricing, each line beside the pricing before, and the change of the total.',
  })
  exportBomProject(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ExportBomProjectInput, { description: "The operation's fields; see the input type." })
    input: ExportBomProjectInput,
  ): Promise<ExportBomQuotePayload> {
    return withUserErrors(ctx.locale, async () =>
      base64File(await this.bom.exportProject(ctx, parseId(input.id, ['input', 'id']), input.format)),
    );
  }

  @Mutation(() => ExportBomQuotePayload, {
    description: 'A shared quote as XLSX or CSV, for anyone with the link (no sign-in); NOT_FOUND once revoked.',
  })
  exportSharedBomQuote(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ExportSharedBomQuoteInput, { description: "The operation's fields; see the input type." })
    input: ExportSharedBomQuoteInput,
  ): Promise<ExportBomQuotePayload> {
    return withUserErrors(ctx.locale, async () =>
      base64File(await this.bom.exportSharedProject(ctx, input.token, input.format)),
    );
  }

  @Query(() => SharedBomQuoteNode, {
    description:
      'A quote opened through its share link, for anyone (no sign-in): name, boards and pricing, nothing of the owner. NOT_FOUND for an unknown or revoked token.',
  })
  async sharedBomQuote(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('token', () => String, { description: 'The token of the share link.' }) token: string,
  ): Promise<SharedBomQuoteNode> {
    return toSharedBomQuoteNode(await this.bom.sharedProject(ctx, token));
  }

  @Mutation(() => DeleteBomProjectPayload, { description: "Deletes one of the signed-in buyer's saved BOM projects." })
  deleteBomProject(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the bom project.' }) id: string,
  ): Promise<DeleteBomProjectPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.bom.deleteProject(ctx, parseId(id, ['id']));
      return { deleted: true };
    });
  }
}
