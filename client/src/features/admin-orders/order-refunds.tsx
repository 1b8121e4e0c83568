import { useQuery } from '@apollo/client/react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import { RefundCard } from './refund-card';
import { AdminOrderRefundsQuery, RefundFieldsFragment } from './refunds-operations';

/** The money the shop gave back on an order (after-sales, a closed paid order, a late payment), oldest first. */
export function OrderRefunds({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(AdminOrderRefundsQuery, { variables: { orderId }, fetchPolicy: 'network-only' });
  const refunds = data?.orderRefunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="order-refunds">
      <Title order={3} size="h5">
        {t('adminAfterSale.orderRefunds')}
      </Title>
      {refunds.map((refund) => (
        <RefundCard key={getFragmentData(RefundFieldsFragment, refund).id} refund={refund} />
      ))}
    </Stack>
  );
}
