import { ActionIcon, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { formatQuantity } from '../locale-format/format-quantity';
import { formatMoneyFen, formatMoneyMilli, lineTotalFen } from '../money/format-money';
import { chooseOrderQuantity, type OrderQuantityRules, type QuantityChoice } from './order-quantity';
import { OrderQuantityReason } from './order-quantity-reason';
import { applicablePriceBreak, cheaperNextBreak } from './price-breaks';
import { PriceBreakTable } from './price-break-table';

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

/** Only whole, non-negative digit strings are quantities; anything else is read as "not a number". */
function parseQuantity(text: string): number {
  const digits = text.replace(/[\s.,'\u00a0\u202f]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
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
  const [draft, setDraft] = useState(() => (choice.orderable ? String(choice.quantity) : ''));

  function request(quantity: number) {
    const next = chooseOrderQuantity(quantity, rules);
    setChoice(next);
    if (next.orderable) setDraft(String(next.quantity));
  }

  function commitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') request(parseQuantity(draft));
  }

  const quantity = choice.orderable ? choice.quantity : 0;
  const step = Math.max(1, product.orderIncrement);
  const priceBreak = choice.orderable ? applicablePriceBreak(product.priceBreaks, quantity) : undefined;
  const nextBreak = choice.orderable ? cheaperNextBreak(product.priceBreaks, quantity, rules) : null;

  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <ActionIcon
              variant="default"
              size="input-sm"
              disabled={!choice.orderable}
              onClick={() => request(quantity - step)}
              aria-label={t('orderQuantity.decrease')}
            >
              −
            </ActionIcon>
            <TextInput
              label={t('orderQuantity.label')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onBlur={() => request(parseQuantity(draft))}
              onKeyDown={commitOnEnter}
              disabled={!choice.orderable}
              inputMode="numeric"
              w={140}
              data-testid="order-quantity-input"
            />
            <ActionIcon
              variant="default"
              size="input-sm"
              disabled={!choice.orderable}
              onClick={() => request(quantity + step)}
              aria-label={t('orderQuantity.increase')}
            >
              +
            </ActionIcon>
          </Group>
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
