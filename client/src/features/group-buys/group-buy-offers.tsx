import { useQuery } from '@apollo/client/react';
import { Alert, Avatar, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupBuyOffersQuery as GroupBuyOffersData } from '../../gql/graphql';
import { formatMoneyMilli } from '../money/format-money';
import { GroupBuyCountdown } from './group-buy-countdown';
import { GroupBuyOffersQuery } from './group-buy-operations';

type OfferData = GroupBuyOffersData['groupBuyOffers'][number];

/** One offer: the part, the group price against the list price, the group's terms, and groups to join. */
function OfferCard({ offer }: { offer: OfferData }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const running = offer.activity.status === 'IN_PROGRESS';
  return (
    <Card withBorder radius="md" p="md" data-testid="group-buy-offer">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {offer.activity.title}
          </Title>
          <Badge color={running ? 'teal' : 'gray'}>{t(`groupBuys.activityStatus.${offer.activity.status}`)}</Badge>
        </Group>
        {offer.product && (
          <Text>
            <Text span fw={600}>
              {offer.product.mpn}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              {offer.product.manufacturer.name} · {offer.product.package}
            </Text>
          </Text>
        )}
        <Group gap="xs" align="baseline">
          <Text fw={700} c="red" size="lg" data-testid="group-price">
            {formatMoneyMilli(offer.groupPriceMilli, locale)}
          </Text>
          {offer.product && (
            <Text td="line-through" c="dimmed" size="sm">
              {formatMoneyMilli(offer.product.listPriceMilli, locale)}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('groupBuys.terms', {
            size: offer.groupSize,
            quantity: offer.quantity,
            hours: Math.round((offer.timeLimitMinutes / 60) * 10) / 10,
          })}
        </Text>
        {running && (
          <Button component={Link} to={`/activity/group-buy?start=${offer.id}`} data-testid="start-group">
            {t('groupBuys.start')}
          </Button>
        )}
        {offer.openGroups.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('groupBuys.openGroups')}
            </Text>
            {offer.openGroups.map((group) => (
              <Group key={group.id} justify="space-between" wrap="wrap" gap="xs" data-testid="open-group">
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={group.leaderAvatarUrl} size="sm" radius="xl" alt="" />
                  <Text size="sm">{group.leaderName}</Text>
                  <Text size="sm" c="dimmed">
                    {t('groupBuys.placesLeft', { count: group.placesLeft })}
                  </Text>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <GroupBuyCountdown deadlineAt={group.deadlineAt} />
                  <Button size="xs" variant="light" component={Link} to={`/activity/group-buy?group=${group.id}`}>
                    {t('groupBuys.view')}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The group-buy offers running or about to run. */
export function GroupBuyOffers() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(GroupBuyOffersQuery, { fetchPolicy: 'cache-and-network' });
  const offers = data?.groupBuyOffers ?? [];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('groupBuys.title')}
      </Title>
      <Text c="dimmed">{t('groupBuys.intro')}</Text>
      {loading && !data && <Skeleton h={160} />}
      {error && !data && <Alert color="red">{error.message}</Alert>}
      {data && offers.length === 0 && <Text c="dimmed">{t('groupBuys.none')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
