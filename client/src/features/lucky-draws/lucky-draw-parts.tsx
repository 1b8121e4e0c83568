import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Card, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getFragmentData } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { loginReturnState } from '../session/remembered-page';
import { showToast } from '../toast/show-toast';
import { prizeLabel } from './lucky-draw-format';
import {
  LuckyDrawAddressesQuery,
  LuckyDrawRecordFields,
  MyLuckyDrawPrizesQuery,
  ReceiveLuckyDrawPrizeMutation,
} from './lucky-draw-operations';

interface ActivityFace {
  status: string;
  startsAt: unknown;
  endsAt: unknown;
}

/** The activity's state as the shopper reads it: on now (until when), starting at, paused, ended. */
export function ActivityWindow({ activity }: { activity: ActivityFace }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const at = (value: unknown) => formatDateTime(String(value), locale);
  const colors: Record<string, string> = { IN_PROGRESS: 'teal', NOT_STARTED: 'blue', PAUSED: 'yellow' };
  const text =
    activity.status === 'IN_PROGRESS'
      ? t('luckyDraws.window.until', { time: at(activity.endsAt) })
      : activity.status === 'NOT_STARTED'
        ? t('luckyDraws.window.startsAt', { time: at(activity.startsAt) })
        : activity.status === 'PAUSED'
          ? t('luckyDraws.window.paused')
          : activity.status === 'ABNORMAL'
            ? t('luckyDraws.window.abnormal')
            : t('luckyDraws.window.ended');
  return (
    <Badge color={colors[activity.status] ?? 'gray'} variant="light" data-testid="lucky-draw-window">
      {text}
    </Badge>
  );
}

/**
 * The delivery address a part is sent to: the user's addresses (the default chosen first), or a link to add one.
 * `onChange` gets the chosen id, or null when the user has none.
 */
export function AddressChoice({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(LuckyDrawAddressesQuery, { fetchPolicy: 'cache-and-network' });
  const addresses = data?.myAddresses;
  useEffect(() => {
    if (!addresses || value !== null) return;
    const chosen = addresses.find((address) => address.isDefault) ?? addresses[0];
    if (chosen) onChange(chosen.id);
  }, [addresses, value, onChange]);
  if (loading && !addresses) return <Skeleton h={36} />;
  if (!addresses || addresses.length === 0) {
    return (
      <Alert color="yellow">
        {t('luckyDraws.address.none')}{' '}
        <Anchor component={Link} to="/user/address">
          {t('luckyDraws.address.add')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <NativeSelect
      label={t('luckyDraws.address.label')}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={addresses.map((address) => ({
        value: address.id,
        label: `${address.consignee} · ${[address.province, address.city, address.district, address.detail]
          .filter(Boolean)
          .join(' ')}`,
      }))}
      data-testid="lucky-draw-address"
    />
  );
}

/** A button that sends a visitor to the login page and back here. */
export function LogInToTake({ label }: { label: string }) {
  const location = useLocation();
  return (
    <Button size="sm" variant="light" component={Link} to="/login/login" state={loginReturnState(location)}>
      {label}
    </Button>
  );
}

/** A won part still waiting for its order: choose an address and receive it. */
function ReceivePrize({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const [addressId, setAddressId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [receive, receiving] = useMutation(ReceiveLuckyDrawPrizeMutation, { refetchQueries: ['MyLuckyDrawPrizes'] });
  if (!open) {
    return (
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        {t('luckyDraws.mine.receive')}
      </Button>
    );
  }
  async function submit() {
    if (!addressId) return;
    const result = await receive({ variables: { input: { recordId, addressId } } }).catch(() => null);
    const payload = result?.data?.receiveLuckyDrawPrize;
    if (!payload) return;
    if (payload.userErrors[0]) showToast(payload.userErrors[0].message, 'error');
    else showToast(t('luckyDraws.mine.received'), 'success');
  }
  return (
    <Stack gap="xs">
      <AddressChoice value={addressId} onChange={setAddressId} />
      <Button size="xs" loading={receiving.loading} disabled={!addressId} onClick={() => void submit()}>
        {t('luckyDraws.mine.confirmReceive')}
      </Button>
    </Stack>
  );
}

/** "My prizes": the user's claims and opens, newest first, each with where the prize went. */
export function MyLuckyDrawPrizes() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, loading, fetchMore } = useQuery(MyLuckyDrawPrizesQuery, {
    variables: { first: 20 },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.myLuckyDrawPrizes;
  return (
    <Stack gap="sm" data-testid="my-lucky-draw-prizes">
      <Title order={2} size="h3">
        {t('luckyDraws.mine.title')}
      </Title>
      {loading && !page && <Skeleton h={80} />}
      {page && page.edges.length === 0 && <Text c="dimmed">{t('luckyDraws.mine.empty')}</Text>}
      {page?.edges.map((edge) => {
        const record = getFragmentData(LuckyDrawRecordFields, edge.node);
        return (
          <Card key={record.id} withBorder padding="sm" data-testid="my-lucky-draw-prize">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text fw={600}>
                  {prizeLabel({ kind: record.prizeKind, title: record.prizeTitle, points: record.points }, t)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(
                    record.drawKind === 'FREE_ORDER' ? 'luckyDraws.mine.fromFreeOrder' : 'luckyDraws.mine.fromBlindBox',
                    {
                      title: record.activityTitle,
                    },
                  )}{' '}
                  · {formatDateTime(String(record.createdAt), locale)}
                </Text>
              </Stack>
              {record.orderId ? (
                <Anchor component={Link} to={`/user/order/details?id=${record.orderId}`} size="sm">
                  {t('luckyDraws.mine.order', { number: record.orderNumber })}
                </Anchor>
              ) : record.status === 'AWAITING_ORDER' ? (
                <ReceivePrize recordId={record.id} />
              ) : record.prizeKind === 'COUPON' ? (
                <Anchor component={Link} to="/user/coupon" size="sm">
                  {t('luckyDraws.mine.inCoupons')}
                </Anchor>
              ) : (
                <Anchor component={Link} to="/user/points" size="sm">
                  {t('luckyDraws.mine.inPoints')}
                </Anchor>
              )}
            </Group>
          </Card>
        );
      })}
      {page?.pageInfo.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() =>
              void fetchMore({
                variables: { after: page.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  myLuckyDrawPrizes: {
                    ...fetchMoreResult.myLuckyDrawPrizes,
                    edges: [...previous.myLuckyDrawPrizes.edges, ...fetchMoreResult.myLuckyDrawPrizes.edges],
                  },
                }),
              })
            }
          >
            {t('luckyDraws.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
