import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What an order without lines sells, where the lines would be: a super membership, or one open of a paid blind box
 * (with a link to what the box gave). Nothing for an order of parts.
 */
export function OrderKindTitle({ order }: { order: { id: string; kind: string; title?: string | null } }) {
  const { t } = useTranslation();
  if (order.kind === 'MEMBERSHIP') {
    return (
      <Text size="sm" fw={600} data-testid="membership-order-title">
        {order.title ?? t('membership.orderTitle')}
      </Text>
    );
  }
  if (order.kind !== 'BLIND_BOX_OPEN') return null;
  return (
    <Text size="sm" fw={600} data-testid="blind-box-order-title">
      {t('orders.blindBoxOpen', { title: order.title ?? '' })}{' '}
      <Anchor component={Link} to={`/activity/blind-box?paidOpen=${encodeURIComponent(order.id)}`} size="sm">
        {t('orders.blindBoxOpenOutcome')}
      </Anchor>
    </Text>
  );
}
