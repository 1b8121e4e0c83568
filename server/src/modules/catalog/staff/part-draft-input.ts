import { parseId } from '../../../platform/graphql/ids.js';
import type { LocalizedText } from '../../../platform/i18n/index.js';
import type { PartDraft } from './part-drafts.js';

/** A part as a transport receives it (GraphQL input or REST body): ids as text, optional fields null or absent. */
export interface PartDraftArgs {
  makerId: string | number;
  mpn: string;
  categoryId: string | number;
  package: string;
  material?: string | null | undefined;
  description: LocalizedText;
  parameters: { name: string; value: string }[];
  leadTimeDays: number;
  moq: number;
  orderIncrement: number;
  purchaseLimit?: number | null | undefined;
  batchNumber: string;
  datasheetUrl?: string | null | undefined;
  priceBreaks: { minQty: number; unitPriceMilli: number }[];
  onShelf: boolean;
}

/** The draft the part writer takes; texts trimmed, blank optional texts null. */
export function partDraftOf(args: PartDraftArgs, fieldOf: (name: string) => string[]): PartDraft {
  const optional = (text: string | null | undefined) => text?.trim() || null;
  return {
    maker: { id: parseId(args.makerId, fieldOf('makerId')) },
    categoryId: parseId(args.categoryId, fieldOf('categoryId')),
    mpn: args.mpn.trim(),
    package: args.package.trim(),
    material: optional(args.material),
    description: args.description,
    parameters: Object.fromEntries(args.parameters.map(({ name, value }) => [name, value])),
    leadTimeDays: args.leadTimeDays,
    moq: args.moq,
    orderIncrement: args.orderIncrement,
    purchaseLimit: args.purchaseLimit ?? null,
    batchNumber: args.batchNumber.trim(),
    datasheetUrl: optional(args.datasheetUrl),
    priceBreaks: args.priceBreaks.map(({ minQty, unitPriceMilli }) => ({ minQty, unitPriceMilli })),
    onShelf: args.onShelf,
  };
}
