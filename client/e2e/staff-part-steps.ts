import { expect, type APIRequestContext } from '@playwright/test';
import { graphql } from './api-steps';

interface JourneyPart {
  /** Replaces this part when given; creates one otherwise. */
  id?: string;
  mpn: string;
  description: string;
  priceBreaks: { minQty: number; unitPriceMilli: number }[];
}

/**
 * Saves a part of a journey's own through the staff API (other journeys price the demo parts): on the shelf, MOQ and
 * order increment 100, in the first leaf category that defines no required parameters. Answers its id.
 */
export async function saveJourneyPart(request: APIRequestContext, token: string, part: JourneyPart): Promise<string> {
  const { staffCategories, staffMakers } = await graphql(
    request,
    '{ staffCategories { id parentId } staffMakers { id } }',
    {},
    token,
  );
  const categories = staffCategories as { id: string; parentId: string | null }[];
  const leaf = categories.find((category) => !categories.some((child) => child.parentId === category.id))!;
  const { saveStaffPart } = await graphql(
    request,
    'mutation ($input: SavePartInput!) { saveStaffPart(input: $input) { part { id } userErrors { code field } } }',
    {
      input: {
        ...(part.id && { id: part.id }),
        makerId: staffMakers[0].id,
        mpn: part.mpn,
        categoryId: leaf.id,
        package: '0603',
        description: { enUS: part.description },
        parameters: [],
        leadTimeDays: 3,
        moq: 100,
        orderIncrement: 100,
        batchNumber: '2447',
        priceBreaks: part.priceBreaks,
        onShelf: true,
      },
    },
    token,
  );
  expect(saveStaffPart.userErrors).toEqual([]);
  return saveStaffPart.part.id as string;
}
