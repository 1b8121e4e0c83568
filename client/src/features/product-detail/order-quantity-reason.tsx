import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../locale-format/format-quantity';
import type { QuantityChoice } from '@circuitmart/rules/order-quantity';

interface OrderQuantityReasonProps {
  choice: QuantityChoice;
}

/** Says why the quantity shown differs from the one asked for, or why none can be ordered. */
export function OrderQuantityReason({ choice }: OrderQuantityReasonProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const quantity = (value: number) => formatQuantity(value, locale);

  let message: string | null = null;
  if (!choice.orderable) {
    const reason = choice.unavailability;
    if (reason.kind === 'outOfStock') message = t('orderQuantity.outOfStock');
    else if (reason.kind === 'stockBelowMinimum') {
      message = t('orderQuantity.stockBelowMinimum', { stock: quantity(reason.stock), moq: quantity(reason.moq) });
    } else {
      message = t('orderQuantity.limitBelowMinimum', { limit: quantity(reason.limit), moq: quantity(reason.moq) });
    }
  } else if (choice.adjustment) {
    const reason = choice.adjustment;
    if (reason.kind === 'minimum') message = t('orderQuantity.reasonMinimum', { moq: quantity(reason.moq) });
    else if (reason.kind === 'increment') {
      message = t('orderQuantity.reasonIncrement', {
        moq: quantity(reason.moq),
        increment: quantity(reason.increment),
      });
    } else if (reason.kind === 'onlyLeft')
      message = t('orderQuantity.reasonOnlyLeft', { stock: quantity(reason.stock) });
    else message = t('orderQuantity.reasonPurchaseLimit', { limit: quantity(reason.limit) });
  }

  return (
    <Text size="sm" c={choice.orderable ? 'yellow' : 'red'} role="status" data-testid="order-quantity-reason">
      {message}
    </Text>
  );
}
