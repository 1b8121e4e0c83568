import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useSecondsLeft } from '../payments/payment-countdown';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getFragmentData } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyMilli } from '../money/format-money';
import { loginReturnState } from '../session/remembered-page';
import { useSession } from '../session/use-session';
import { showToast } from '../toast/show-toast';
import { BargainBuyForm } from './bargain-buy-form';
import {
  BargainChangedSubscription,
  BargainOfferCardFragment,
  BargainQuery,
  BargainViewFragment,
  CancelBargainMutation,
  CutBargainMutation,
} from './bargain-operations';

const statusColors = { IN_PROGRESS: 'red', ENDED: 'gray', CANCELLED: 'gray' } as const;

/** "h:mm:ss" of a number of seconds (a bargain runs up to a week: hours may pass 24). */
function hoursMinutesSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60) % 60;
  return `${Math.floor(seconds / 3600)}:${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Time left until the deadline, ticking every second; the end itself arrives from the server (`bargainChanged`). */
function TimeLeft({ deadlineAt }: { deadlineAt: string }) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(deadlineAt);
  return (
    <Text fw={600} c="red" role="timer" data-testid="bargain-time-left">
      {t('bargains.view.timeLeft', { time: hoursMinutesSeconds(seconds) })}
    </Text>
  );
}

/** The share link a friend opens to cut. */
function ShareLink({ bargainId }: { bargainId: string }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}/activity/bargain?bargain=${bargainId}`;
  async function copy() {
    await navigator.clipboard.writeText(url).then(
      () => showToast(t('bargains.share.copied'), 'success'),
      () => showToast(t('bargains.share.copyFailed')),
    );
  }
  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={t('bargains.share.label')}
          value={url}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          data-testid="bargain-share-link"
        />
        <Button variant="default" onClick={() => void copy()}>
          {t('bargains.share.copy')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('bargains.share.hint')}
      </Text>
    </Stack>
  );
}

/**
 * A bargain's page (`/activity/bargain?bargain=<id>`): the price reached on its way from the start price to the floor,
 * the friends' cuts, the share link and buying for its owner, the cut button for a friend. A friend's cut shows on
 * every open copy of the page (`bargainChanged`).
 */
export function BargainView({ bargainId }: { bargainId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const money = (milli: number) => formatMoneyMilli(milli, locale);
  const { token } = useSession();
  const location = useLocation();
  const [buying, setBuying] = useState(false);
  const { data, loading, error } = useQuery(BargainQuery, {
    variables: { id: bargainId },
    fetchPolicy: 'cache-and-network',
  });
  // The subscription's answers carry the whole bargain: the cache updates the page by its id.
  useSubscription(BargainChangedSubscription, { variables: { id: bargainId } });
  const [cut, cutting] = useMutation(CutBargainMutation);
  const [cancel, cancelling] = useMutation(CancelBargainMutation, { refetchQueries: ['BargainOffers'] });

  if (loading && !data) return <Skeleton h={240} radius="md" />;
  if (error && !data) return <Alert color="red">{error.message}</Alert>;
  const bargain = getFragmentData(BargainViewFragment, data?.bargain);
  if (!bargain) return null;
  const offer = getFragmentData(BargainOfferCardFragment, bargain.offer);
  const span = bargain.startPriceMilli - bargain.floorPriceMilli;
  const progress = span > 0 ? ((bargain.startPriceMilli - bargain.currentPriceMilli) / span) * 100 : 100;

  async function submitCut() {
    const result = await cut({ variables: { input: { bargainId } } }).catch(() => null);
    const payload = result?.data?.cutBargain;
    if (!payload) return;
    if (payload.cutAmountMilli !== null && payload.cutAmountMilli !== undefined) {
      showToast(t('bargains.cut.done', { amount: money(payload.cutAmountMilli) }), 'success');
      return;
    }
    showToast(payload.userErrors[0]?.message ?? t('bargains.failed'), 'error');
  }

  async function submitCancel() {
    const result = await cancel({ variables: { input: { bargainId } } }).catch(() => null);
    const problem = result?.data?.cancelBargain.userErrors[0];
    if (problem) showToast(problem.message, 'error');
  }

  return (
    <Stack gap="md" data-testid="bargain-view">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {offer.activity.title}
        </Title>
        <Badge color={statusColors[bargain.status]} size="lg" variant="light" data-testid="bargain-status">
          {t(`bargains.status.${bargain.status}`)}
          {bargain.endReason ? ` · ${t(`bargains.endReason.${bargain.endReason}`)}` : ''}
        </Badge>
      </Group>
      <Text c="dimmed">
        {t(bargain.isMine ? 'bargains.view.mine' : 'bargains.view.friends', { name: bargain.ownerNickname })}
        {offer.part && ` · ${offer.part.mpn} · ${t('bargains.pieces', { count: bargain.quantity })}`}
      </Text>

      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between" align="baseline" wrap="wrap">
            <Text>
              {t('bargains.view.current')}{' '}
              <Text span fw={700} size="xl" c="red" data-testid="bargain-current-price">
                {money(bargain.currentPriceMilli)}
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {t('bargains.view.floor', { price: money(bargain.floorPriceMilli) })}
            </Text>
          </Group>
          <Progress value={progress} color="red" size="lg" aria-label={t('bargains.view.progress')} />
          <Group justify="space-between" wrap="wrap">
            <Text size="xs" c="dimmed">
              {money(bargain.startPriceMilli)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('bargains.view.cuts', { made: bargain.cutsMade, expected: bargain.expectedCuts })}
            </Text>
            <Text size="xs" c="dimmed">
              {money(bargain.floorPriceMilli)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="wrap">
            {bargain.status === 'IN_PROGRESS' && <TimeLeft deadlineAt={bargain.deadlineAt as string} />}
            <Text size="sm" c="dimmed">
              {t('bargains.view.deadline', { time: formatDateTime(bargain.deadlineAt as string, locale) })}
            </Text>
          </Group>
        </Stack>
      </Paper>

      {bargain.isMine && bargain.status === 'IN_PROGRESS' && <ShareLink bargainId={bargain.id} />}

      {!token && bargain.status === 'IN_PROGRESS' && (
        <Button component={Link} to="/login/login" state={loginReturnState(location)} color="red">
          {t('bargains.cut.logIn')}
        </Button>
      )}
      {bargain.canCut && (
        <Button color="red" size="md" loading={cutting.loading} onClick={() => void submitCut()}>
          {t('bargains.cut.button')}
        </Button>
      )}
      {bargain.hasCut && <Alert color="teal">{t('bargains.cut.already')}</Alert>}

      {bargain.isMine && (
        <Group wrap="wrap">
          {bargain.availableActions.includes('BUY') && !buying && (
            <Button color="red" onClick={() => setBuying(true)}>
              {t('bargains.buy.button', { price: money(bargain.currentPriceMilli) })}
            </Button>
          )}
          {bargain.availableActions.includes('CANCEL') && !buying && (
            <Button variant="default" loading={cancelling.loading} onClick={() => void submitCancel()}>
              {t('bargains.cancel')}
            </Button>
          )}
          {bargain.orderId && (
            <Button component={Link} to={`/shoppingCart/payOrder?orderId=${bargain.orderId}`} variant="light">
              {t('bargains.buy.toOrder', { number: bargain.orderNumber ?? '' })}
            </Button>
          )}
        </Group>
      )}
      {buying && <BargainBuyForm bargainId={bargain.id} onClose={() => setBuying(false)} />}

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('bargains.view.cutList')}
        </Title>
        {bargain.cuts.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('bargains.view.noCuts')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table data-testid="bargain-cuts">
              <Table.Tbody>
                {bargain.cuts.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{entry.nickname}</Table.Td>
                    <Table.Td c="red">-{money(entry.amountMilli)}</Table.Td>
                    <Table.Td>{money(entry.priceAfterMilli)}</Table.Td>
                    <Table.Td c="dimmed">{formatDateTime(entry.cutAt as string, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
