import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Avatar, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoneyMilli } from '../money/format-money';
import { showToast } from '../toast/show-toast';
import { GroupBuyCountdown } from './group-buy-countdown';
import { GroupBuyChangedSubscription, GroupBuyQuery } from './group-buy-operations';

/** Reads the group again whenever the server pushes a change of it (a member joined, paid or left; it ended). */
function useLiveGroup(id: string, refetch: () => unknown): void {
  const client = useApolloClient();
  useEffect(() => {
    const pushes = client
      .subscribe({ query: GroupBuyChangedSubscription, variables: { id }, fetchPolicy: 'no-cache' })
      .subscribe({ next: () => void refetch() });
    return () => pushes.unsubscribe();
  }, [client, id, refetch]);
}

/** The share link's page: the group's members and places left, its deadline, and what the viewer can do. */
export function GroupBuyDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, error, refetch } = useQuery(GroupBuyQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  useLiveGroup(id, refetch);
  const group = data?.groupBuy;
  if (error && !group) return <Alert color="red">{error.message}</Alert>;
  if (!group) return <Skeleton h={240} />;
  const shareUrl = `${window.location.origin}/activity/group-buy?group=${group.id}`;
  const open = group.status === 'IN_PROGRESS';

  async function copy() {
    await navigator.clipboard.writeText(shareUrl).then(
      () => showToast(t('groupBuys.copied'), 'success'),
      () => showToast(t('groupBuys.copyFailed')),
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {group.offer.activity.title}
        </Title>
        <Badge size="lg" color={open ? 'teal' : group.status === 'ENDED' ? 'blue' : 'gray'} data-testid="group-status">
          {t(`groupBuys.status.${group.status}`)}
        </Badge>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          {group.offer.product && (
            <Text>
              <Text span fw={600}>
                {group.offer.product.mpn}
              </Text>{' '}
              <Text span c="dimmed" size="sm">
                {group.offer.product.manufacturer.name} · {group.offer.product.package}
              </Text>
            </Text>
          )}
          <Text>
            {t('groupBuys.priceLine', {
              price: formatMoneyMilli(group.offer.groupPriceMilli, locale),
              quantity: group.offer.quantity,
            })}
          </Text>
          <Text data-testid="group-progress">
            {t('groupBuys.progress', { paid: group.paidCount, members: group.memberCount, size: group.groupSize })}
          </Text>
          {open && (
            <>
              <Text fw={600} data-testid="places-left">
                {t('groupBuys.placesLeft', { count: group.placesLeft })}
              </Text>
              <GroupBuyCountdown deadlineAt={group.deadlineAt} />
            </>
          )}
          {group.status === 'CANCELLED' && <Alert color="gray">{t('groupBuys.cancelledNote')}</Alert>}
          {group.status === 'ENDED' && <Alert color="teal">{t('groupBuys.completedNote')}</Alert>}
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('groupBuys.members')}
          </Title>
          {group.members.map((member, index) => (
            <Group key={index} gap="sm" wrap="wrap" data-testid="group-member">
              <Avatar src={member.avatarUrl} radius="xl" alt="" />
              <Text>{member.displayName}</Text>
              {member.leader && <Badge variant="light">{t('groupBuys.leader')}</Badge>}
              <Badge variant="outline" color={member.paid ? 'teal' : 'orange'}>
                {member.paid ? t('groupBuys.paid') : t('groupBuys.unpaid')}
              </Badge>
            </Group>
          ))}
          {open &&
            Array.from({ length: group.placesLeft }, (_, index) => (
              <Group key={`free-${index}`} gap="sm">
                <Avatar radius="xl" alt="" />
                <Text c="dimmed">{t('groupBuys.freePlace')}</Text>
              </Group>
            ))}
        </Stack>
      </Paper>

      {open && (
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t('groupBuys.shareLink')}
            value={shareUrl}
            readOnly
            style={{ flex: 1 }}
            data-testid="share-link"
          />
          <Button variant="default" onClick={() => void copy()}>
            {t('groupBuys.copy')}
          </Button>
        </Group>
      )}
      <Group justify="flex-end" wrap="wrap">
        {group.viewerOrderId && !group.viewerPaid && open && (
          <Button component={Link} to={`/shoppingCart/payOrder?orderId=${group.viewerOrderId}`} data-testid="pay-order">
            {t('groupBuys.pay')}
          </Button>
        )}
        {group.viewerOrderId && (group.viewerPaid || !open) && (
          <Button variant="default" component={Link} to={`/user/order/details?id=${group.viewerOrderId}`}>
            {t('groupBuys.myOrder')}
          </Button>
        )}
        {!group.viewerOrderId && open && group.placesLeft > 0 && (
          <Button component={Link} to={`/activity/group-buy?group=${group.id}&join=1`} data-testid="join-group">
            {t('groupBuys.join')}
          </Button>
        )}
        <Button variant="subtle" component={Link} to="/activity/group-buy">
          {t('groupBuys.allOffers')}
        </Button>
      </Group>
    </Stack>
  );
}
