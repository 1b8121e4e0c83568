import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { BuyNowButton } from '../buy-now/buy-now-button';
import { formatQuantity } from '../locale-format/format-quantity';
import { lineTotalFen } from '@circuitmart/rules/money';
import { formatMoneyFen, formatMoneyMilli } from '../money/format-money';
import { chooseOrderQuantity, type OrderQuantityRules, type QuantityChoice } from '@circuitmart/rules/order-quantity';
import { OrderQuantityReason } from './order-quantity-reason';
import { applicablePriceBreak, cheaperNextBreak } from '@circuitmart/rules/price-breaks';
import { PriceBreakTable } from './price-break-table';
import { QuantityStepper } from './quantity-stepper';

export const OrderQuantityPanelFragment = graphql(`
  fragment OrderQuantityPanel_product on Product {
    id
    moq
    orderIncrement
    stock
    purchaseLimit
    priceBreaks {
      minQty
      unitPriceMilli
      ...PriceBreakTable_priceBreak
    }
  }
`);

interface OrderQuantityPanelProps {
  product: FragmentType<typeof OrderQuantityPanelFragment>;
}

/**
 * The quantity stepper with the price it leads to: only valid quantities (minimum, steps, stock,
 * purchase limit) can be chosen, and a changed request says why. The applicable price break is
 * highlighted in the table below it.
 */
export function OrderQuantityPanel(props: OrderQuantityPanelProps) {
  const product = getFragmentData(OrderQuantityPanelFragment, props.product);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const rules: OrderQuantityRules = product;
  const [choice, setChoice] = useState<QuantityChoice>(() => chooseOrderQuantity(product.moq, rules));
  /** What the shopper last asked for, even beyond stock: the quantity an inquiry asks a price for. */
  const [requested, setRequested] = useState<number | null>(null);

  function request(quantity: number) {
    // Leaving the field re-requests the quantity it shows: the wish and the reason it was changed stay (the page
    // does not shift under the pointer on its way to "Buy now", "Add to cart" or "Ask for a price").
    if (choice.orderable && quantity === choice.quantity) return;
    setChoice(chooseOrderQuantity(quantity, rules));
    if (Number.isSafeInteger(quantity) && quantity > 0) setRequested(quantity);
  }

  const quantity = choice.orderable ? choice.quantity : 0;
  const step = Math.max(1, product.orderIncrement);
  const priceBreak = choice.orderable ? applicablePriceBreak(product.priceBreaks, quantity) : undefined;
  const nextBreak = choice.orderable ? cheaperNextBreak(product.priceBreaks, quantity, rules) : null;

  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <QuantityStepper
            value={choice.orderable ? choice.quantity : null}
            step={step}
            onRequest={request}
            disabled={!choice.orderable}
          />
          <OrderQuantityReason choice={choice} />
          {priceBreak && (
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm">
                {t('orderQuantity.unitPrice')}{' '}
                <Text span ff="monospace" data-testid="order-unit-price">
                  {formatMoneyMilli(priceBreak.unitPriceMilli, locale)}
                </Text>
              </Text>
              <Text fw={700} c="teal">
                {t('orderQuantity.lineTotal')}{' '}
                <Text span ff="monospace" inherit data-testid="order-line-total">
                  {formatMoneyFen(lineTotalFen(quantity, priceBreak.unitPriceMilli), locale)}
                </Text>
              </Text>
            </Group>
          )}
          <Group grow gap="xs">
            <BuyNowButton productId={product.id} quantity={quantity} disabled={!choice.orderable} />
            <AddToCartButton productId={product.id} quantity={quantity} disabled={!choice.orderable} />
          </Group>
          {/* Beyond stock (or nothing orderable) the inquiry is the way to buy; otherwise a quiet link. */}
          <Button
            component={Link}
            to={`/inquiry?productId=${encodeURIComponent(product.id)}&quantity=${requested ?? (choice.orderable ? choice.quantity : product.moq)}`}
            variant={!choice.orderable || (requested !== null && requested > product.stock) ? 'filled' : 'subtle'}
            color="orange"
            data-testid="ask-for-price"
          >
            {requested !== null && requested > product.stock
              ? t('inquiry.askForQuantity', { quantity: formatQuantity(requested, locale) })
              : t('inquiry.askForPrice')}
          </Button>
          {nextBreak && (
            <Text size="sm" c="dimmed" data-testid="next-break-hint">
              {t('orderQuantity.nextBreakHint', {
                additional: formatQuantity(nextBreak.additional, locale),
                quantity: formatQuantity(nextBreak.quantity, locale),
                unitPrice: formatMoneyMilli(nextBreak.unitPriceMilli, locale),
                total: formatMoneyFen(nextBreak.lineTotalFen, locale),
              })}
            </Text>
          )}
        </Stack>
      </Paper>
      <PriceBreakTable priceBreaks={product.priceBreaks} selectedMinQty={priceBreak?.minQty} />
    </Stack>
  );
}
