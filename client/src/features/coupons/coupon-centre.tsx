import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CouponOffersQuery } from './coupon-operations';
import { DiscountCodeForm } from './discount-code-form';
import { OfferTicket } from './offer-ticket';

const PAGE_SIZE = 20;

/** Spec §2 `/goods/coupon`: the coupons anyone may claim now, and a field for a discount code. */
export function CouponCentre() {
  const { t } = useTranslation();
  const { data, loading, error, fetchMore } = useQuery(CouponOffersQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const offers = data?.couponOffers;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('coupons.centre.title')}
        </Title>
        <Button component={Link} to="/user/coupon" variant="light">
          {t('coupons.mine.title')}
        </Button>
      </Group>
      <Text c="dimmed">{t('coupons.centre.intro')}</Text>
      <DiscountCodeForm />
      {loading && !data && <Skeleton h={160} radius="md" />}
      {error && !data && <Alert color="red">{error.message}</Alert>}
      {offers && offers.edges.length === 0 && <Alert color="gray">{t('coupons.centre.empty')}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="coupon-offers">
        {offers?.edges.map((edge) => (
          <OfferTicket key={edge.node.id} offer={edge.node} />
        ))}
      </SimpleGrid>
      {offers?.pageInfo.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() =>
              void fetchMore({
                variables: { after: offers.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  couponOffers: {
                    ...fetchMoreResult.couponOffers,
                    edges: [...previous.couponOffers.edges, ...fetchMoreResult.couponOffers.edges],
                  },
                }),
              })
            }
          >
            {t('coupons.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
