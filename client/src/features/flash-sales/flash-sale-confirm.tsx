import { lineTotalFen } from '@circuitmart/rules/money';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivityDelivery, type ActivityDeliveryChoice } from '../activity-delivery/activity-delivery';
import { formatMoneyFen, formatMoneyMilli } from '../money/format-money';
import type { FlashSaleItemView } from './flash-sale-model';

export interface FlashSaleOrderDetails extends ActivityDeliveryChoice {
  quantity: number;
}

interface FlashSaleConfirmProps {
  item: FlashSaleItemView;
  /** Places the order; answers the refusal's words, or null when it went to the cashier. */
  onSubmit: (details: FlashSaleOrderDetails) => Promise<string | null>;
  onBack: () => void;
}

/**
 * The flash sale's confirm step: the part at its sale price, how many (up to the per-user limit), and the delivery
 * as checkout offers it. No coupon, points or member price apply to a sale.
 */
export function FlashSaleConfirm({ item, onSubmit, onBack }: FlashSaleConfirmProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const delivery = useActivityDelivery();
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // What the per-user limit still allows; the server checks it again in the same step that takes the units.
  const limit = Math.max(1, item.perUserLimit - item.myBought);

  async function submit() {
    if (!delivery.choice) return;
    setError(null);
    setSubmitting(true);
    try {
      setError(await onSubmit({ ...delivery.choice, quantity }));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="md" data-testid="flash-sale-confirm">
      <Title order={1} size="h2">
        {t('flashSales.confirm.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text fw={700}>{item.mpn}</Text>
              <Text size="sm" c="dimmed">
                {item.brandName}
              </Text>
            </div>
            <Text fw={800} c="red" ff="monospace">
              {formatMoneyMilli(item.salePriceMilli, locale)}
            </Text>
          </Group>
          <NativeSelect
            label={t('flashSales.confirm.quantity')}
            description={t('flashSales.perUserLimit', { limit: item.perUserLimit })}
            value={String(quantity)}
            onChange={(event) => setQuantity(Number(event.currentTarget.value))}
            data={Array.from({ length: limit }, (_, index) => String(index + 1))}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        {delivery.form}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between">
          <Text>{t('flashSales.confirm.itemsTotal')}</Text>
          <Text fw={700} c="red" ff="monospace" data-testid="flash-sale-confirm-total">
            {formatMoneyFen(lineTotalFen(quantity, item.salePriceMilli), locale)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t('flashSales.confirm.payWithin')}
        </Text>
      </Paper>
      {error && (
        <Alert color="red" data-testid="flash-sale-confirm-error">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('flashSales.confirm.back')}
        </Button>
        <Button
          color="red"
          size="md"
          loading={submitting}
          disabled={!delivery.choice}
          onClick={() => void submit()}
          data-testid="flash-sale-confirm-submit"
        >
          {t('flashSales.confirm.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
