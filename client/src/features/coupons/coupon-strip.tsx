import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CouponOffersQuery } from './coupon-operations';
import { OfferTicket } from './offer-ticket';

/** How many offers the part page shows before "all coupons" leads to the coupon centre. */
const STRIP_SIZE = 3;

/** On a part's page: the coupons of the coupon centre that apply to this part, to claim on the spot. */
export function CouponStrip({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(CouponOffersQuery, {
    variables: { first: STRIP_SIZE, productId },
    fetchPolicy: 'cache-and-network',
  });
  const edges = data?.couponOffers.edges ?? [];
  if (edges.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="coupon-strip" aria-labelledby="coupon-strip-title">
      <Group justify="space-between">
        <Title order={2} size="h5" id="coupon-strip-title">
          {t('coupons.strip.title')}
        </Title>
        <Anchor component={Link} to="/goods/coupon" size="sm">
          {t('coupons.strip.all')}
        </Anchor>
      </Group>
      {edges.map((edge) => (
        <OfferTicket key={edge.node.id} offer={edge.node} />
      ))}
    </Stack>
  );
}
