import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoneyMilli } from '../money/format-money';
import { useSession } from '../session/use-session';
import { BargainOfferCard } from './bargain-offer-card';
import { BargainOffersQuery } from './bargain-operations';

/** `/activity/bargain`: the offers to start a bargain on, and the shopper's own bargains. */
export function BargainOffers() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { token } = useSession();
  const { data, loading, error } = useQuery(BargainOffersQuery, {
    variables: { signedIn: Boolean(token) },
    fetchPolicy: 'cache-and-network',
  });
  const mine = data?.myBargains ?? [];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('bargains.title')}
      </Title>
      <Text c="dimmed">{t('bargains.intro')}</Text>
      {loading && !data && <Skeleton h={160} radius="md" />}
      {error && !data && <Alert color="red">{error.message}</Alert>}
      {data && data.bargainOffers.length === 0 && <Alert color="gray">{t('bargains.empty')}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="bargain-offers">
        {data?.bargainOffers.map((offer, index) => (
          <BargainOfferCard key={index} offer={offer} />
        ))}
      </SimpleGrid>
      {mine.length > 0 && (
        <Stack gap="xs" data-testid="my-bargains">
          <Title order={2} size="h4">
            {t('bargains.mine')}
          </Title>
          {mine.map((bargain) => (
            <Group key={bargain.id} justify="space-between" wrap="wrap">
              <Anchor component={Link} to={`/activity/bargain?bargain=${bargain.id}`}>
                {bargain.offer.activity.title}
              </Anchor>
              <Group gap="xs">
                <Text size="sm">{formatMoneyMilli(bargain.currentPriceMilli, locale)}</Text>
                <Badge variant="light" color={bargain.status === 'IN_PROGRESS' ? 'red' : 'gray'}>
                  {t(`bargains.status.${bargain.status}`)}
                </Badge>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
