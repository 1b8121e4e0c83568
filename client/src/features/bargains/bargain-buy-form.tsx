import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { ORDER_REMARK_MAX } from '@circuitmart/rules/text-limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CheckoutChoicesQuery } from '../orders/order-operations';
import { BuyBargainMutation } from './bargain-operations';

/**
 * The owner's confirm step: delivery by express to one of their addresses and a remark, then the order at the
 * price reached goes to the usual cashier.
 */
export function BargainBuyForm({ bargainId, onClose }: { bargainId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices = useQuery(CheckoutChoicesQuery, { fetchPolicy: 'cache-and-network' }).data;
  const [addressId, setAddressId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key per confirm step: a double-clicked submit answers the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [buy, buying] = useMutation(BuyBargainMutation, { refetchQueries: ['BargainOffers'] });
  const addresses = choices?.myAddresses ?? [];
  const chosen = addressId ?? addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id ?? null;

  async function submit() {
    if (!chosen) return;
    const result = await buy({
      variables: {
        input: {
          bargainId,
          idempotencyKey,
          deliveryMethod: 'EXPRESS',
          addressId: chosen,
          remark: remark.trim() || null,
        },
      },
    }).catch(() => null);
    const payload = result?.data?.buyBargain;
    if (!payload) return;
    if (payload.order) {
      void navigate(`/shoppingCart/payOrder?orderId=${payload.order.id}`);
      return;
    }
    setError(payload.userErrors[0]?.message ?? null);
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="bargain-buy-form">
      <Stack gap="sm">
        <Text fw={600}>{t('bargains.buy.title')}</Text>
        {addresses.length > 0 ? (
          <NativeSelect
            label={t('bargains.buy.address')}
            value={chosen ?? ''}
            onChange={(event) => setAddressId(event.currentTarget.value)}
            data={addresses.map((address) => ({
              value: address.id,
              label: `${address.consignee} ${address.phone} ${address.province}${address.city}${address.district}${address.detail}`,
            }))}
          />
        ) : (
          <Text c="dimmed" size="sm">
            {t('bargains.buy.noAddress')}{' '}
            <Anchor component={Link} to="/user/address">
              {t('bargains.buy.addAddress')}
            </Anchor>
          </Text>
        )}
        <TextInput
          label={t('bargains.buy.remark')}
          value={remark}
          maxLength={ORDER_REMARK_MAX}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            {t('bargains.buy.back')}
          </Button>
          <Button color="red" disabled={!chosen} loading={buying.loading} onClick={() => void submit()}>
            {t('bargains.buy.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
