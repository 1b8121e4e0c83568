import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { AfterSaleQuoteQuery } from './after-sale-operations';
import type { AfterSaleTypeName } from './apply-form-rules';

/** The refund the server would pay for the picked lines, asked again whenever the type or the picks change. */
export function useAfterSaleQuote(
  orderId: string,
  type: AfterSaleTypeName | null,
  lines: readonly { orderLineId: string; quantity: number }[],
) {
  // Steppers change fast; ask for the picks the user stopped at.
  const deferredLines = useDeferredValue(lines);
  const { data, previousData, loading } = useQuery(AfterSaleQuoteQuery, {
    variables: { input: { orderId, type: type ?? 'REFUND_ONLY', lines: [...deferredLines] } },
    skip: !type || deferredLines.length === 0,
    fetchPolicy: 'network-only',
  });
  const quote = (data ?? previousData)?.afterSaleQuote;
  return { quote: type && lines.length > 0 ? quote : undefined, loading };
}
