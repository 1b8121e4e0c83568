import { lineTotalFen } from '@circuitmart/rules/money';
import { ORDER_REMARK_MAX } from '@circuitmart/rules/text-limits';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoneyFen, formatMoneyMilli } from '../money/format-money';
import { CheckoutChoicesQuery } from '../orders/order-operations';
import type { FlashSaleItemView } from './flash-sale-model';

export interface FlashSaleOrderDetails {
  quantity: number;
  addressId: string;
  remark: string | null;
}

interface FlashSaleConfirmProps {
  item: FlashSaleItemView;
  /** Places the order; answers the refusal's words, or null when it went to the cashier. */
  onSubmit: (details: FlashSaleOrderDetails) => Promise<string | null>;
  onBack: () => void;
}

/**
 * The flash sale's confirm step: the part at its sale price, how many (up to the per-user limit), the delivery
 * address as the normal confirm page offers it, and a remark. No coupon, points or member price apply to a sale.
 */
export function FlashSaleConfirm({ item, onSubmit, onBack }: FlashSaleConfirmProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const choices = useQuery(CheckoutChoicesQuery, { fetchPolicy: 'cache-and-network' });
  const [quantity, setQuantity] = useState(1);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const addresses = choices.data?.myAddresses ?? [];
  const chosenAddress = addressId ?? addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id ?? null;
  // What the per-user limit still allows; the server checks it again in the same step that takes the units.
  const limit = Math.max(1, item.perUserLimit - item.myBought);

  async function submit() {
    if (!chosenAddress) return;
    setError(null);
    setSubmitting(true);
    try {
      setError(await onSubmit({ quantity, addressId: chosenAddress, remark: remark.trim() || null }));
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
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('orders.delivery')}
          </Title>
          {!choices.data && choices.loading && <Skeleton h={36} />}
          {choices.data &&
            (addresses.length > 0 ? (
              <NativeSelect
                label={t('orders.address')}
                value={chosenAddress ?? ''}
                onChange={(event) => setAddressId(event.currentTarget.value)}
                data={addresses.map((address) => ({
                  value: address.id,
                  label: `${address.consignee} ${address.phone} · ${address.province} ${address.city} ${address.district ?? ''} ${address.detail}`,
                }))}
              />
            ) : (
              <Text c="dimmed">{t('orders.noAddress')}</Text>
            ))}
          <Anchor component={Link} to="/user/address" size="sm">
            {t('orders.manageAddresses')}
          </Anchor>
          <TextInput
            label={t('orders.remark')}
            value={remark}
            maxLength={ORDER_REMARK_MAX}
            onChange={(event) => setRemark(event.currentTarget.value)}
          />
        </Stack>
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
          disabled={!chosenAddress}
          onClick={() => void submit()}
          data-testid="flash-sale-confirm-submit"
        >
          {t('flashSales.confirm.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
