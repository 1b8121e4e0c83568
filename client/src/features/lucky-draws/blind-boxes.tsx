import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getFragmentData } from '../../gql';
import type { LuckyDrawRecord_RecordFragment } from '../../gql/graphql';
import { useRefetchOnPush } from '../apollo/use-refetch-on-push';
import { formatMoneyFen } from '../money/format-money';
import { useSession } from '../session/use-session';
import classes from './blind-box.module.css';
import { chancesNote, formatOdds, prizeLabel } from './lucky-draw-format';
import {
  BlindBoxActivityChangedSubscription,
  BlindBoxesQuery,
  BlindBoxPaidOpenQuery,
  BuyBlindBoxOpenMutation,
  LuckyDrawPrizeFields,
  LuckyDrawRecordFields,
  OpenBlindBoxMutation,
} from './lucky-draw-operations';
import { ActivityWindow, AddressChoice, LogInToTake, MyLuckyDrawPrizes } from './lucky-draw-parts';

/** How long the box shakes before the prize shows (the answer is already there; this is only the reveal). */
const REVEAL_MS = 900;

/** The reveal: a shaking box, then the prize and where it went. */
function Reveal({ record, onClose }: { record: LuckyDrawRecord_RecordFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), REVEAL_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Modal opened onClose={onClose} title={t('luckyDraws.blindBox.revealTitle')} centered>
      <Stack align="center" gap="md" data-testid="blind-box-reveal">
        {!shown ? (
          <div className={classes.box} aria-label={t('luckyDraws.blindBox.opening')} role="img">
            🎁
          </div>
        ) : (
          <>
            <div className={classes.prize} aria-hidden>
              ✨
            </div>
            <Text fw={700} size="lg" ta="center" data-testid="blind-box-prize">
              {prizeLabel({ kind: record.prizeKind, title: record.prizeTitle, points: record.points }, t)}
            </Text>
            {record.orderId ? (
              <Anchor component={Link} to={`/user/order/details?id=${record.orderId}`}>
                {t('luckyDraws.mine.order', { number: record.orderNumber })}
              </Anchor>
            ) : record.status === 'AWAITING_ORDER' ? (
              <Text size="sm" c="dimmed" ta="center">
                {t('luckyDraws.blindBox.awaitingOrder')}
              </Text>
            ) : (
              <Text size="sm" c="dimmed" ta="center">
                {t(
                  record.prizeKind === 'COUPON' ? 'luckyDraws.blindBox.couponGiven' : 'luckyDraws.blindBox.pointsGiven',
                )}
              </Text>
            )}
            <Button variant="default" onClick={onClose}>
              {t('luckyDraws.close')}
            </Button>
          </>
        )}
      </Stack>
    </Modal>
  );
}

/** How often the result of a paid open is asked for while its payment is still on the way. */
const PAID_OPEN_POLL_MS = 2_000;

/** The query parameter that brings the buyer back from the cashier to the outcome of a paid open (its order id). */
const PAID_OPEN_PARAM = 'paidOpen';

/** Where the cashier sends the buyer once a paid open's order is paid: back here, to its outcome. */
export function paidOpenReturnPath(orderId: string): string {
  return `/activity/blind-box?${PAID_OPEN_PARAM}=${encodeURIComponent(orderId)}`;
}

/**
 * The outcome of a paid open, back from the cashier: the prize revealed once the payment has drawn it, or why there
 * is none (the order expired, or the box ran empty before it was paid and the open is being refunded).
 */
function PaidOpenOutcome({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(BlindBoxPaidOpenQuery, {
    variables: { orderId },
    fetchPolicy: 'network-only',
    pollInterval: PAID_OPEN_POLL_MS,
  });
  const open = data?.blindBoxPaidOpen;
  const drawn = open?.status === 'DRAWN' && open.record ? getFragmentData(LuckyDrawRecordFields, open.record) : null;
  if (drawn) return <Reveal record={drawn} onClose={onClose} />;
  if (error && !data) return <Alert color="red">{error.message}</Alert>;
  if (!open) return <Skeleton h={48} radius="md" />;
  const color = open.status === 'AWAITING_PAYMENT' ? 'blue' : 'orange';
  return (
    <Alert color={color} data-testid="blind-box-paid-outcome" withCloseButton onClose={onClose}>
      {t(`luckyDraws.blindBox.paidOpen.${open.status}`, { number: open.orderNumber })}
    </Alert>
  );
}

type Box = NonNullable<ReturnType<typeof useBoxes>['boxes']>[number];

function useBoxes() {
  const { data, loading, error } = useQuery(BlindBoxesQuery, { fetchPolicy: 'cache-and-network' });
  // A box that starts, pauses or ends while the page is open changes its button without a reload.
  useRefetchOnPush(BlindBoxActivityChangedSubscription, ['BlindBoxes']);
  return { boxes: data?.blindBoxes, loading: loading && !data, error: data ? undefined : error };
}

function BlindBoxCard({ box, signedIn }: { box: Box; signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const prizes = box.prizes.map((prize) => getFragmentData(LuckyDrawPrizeFields, prize));
  const paid = box.pricePerOpenFen > 0;
  const price = formatMoneyFen(BigInt(box.pricePerOpenFen), locale);
  // A part won by a paid open waits in "my prizes" for an address: the draw happens when the payment arrives.
  const hasParts = !paid && prizes.some((prize) => prize.kind === 'PART');
  const [addressId, setAddressId] = useState<string | null>(null);
  // A new key per open, kept until the answer comes: a double click opens once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [open, opening] = useMutation(OpenBlindBoxMutation, { refetchQueries: ['BlindBoxes', 'MyLuckyDrawPrizes'] });
  const [buy, buying] = useMutation(BuyBlindBoxOpenMutation, { refetchQueries: ['BlindBoxes'] });
  const [revealed, setRevealed] = useState<LuckyDrawRecord_RecordFragment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = box.activity.status === 'IN_PROGRESS';
  const left = box.opensLeftToday;
  const note = chancesNote(left, box.dailyLimit, t, 'luckyDraws.blindBox.opensLeft');

  /** A paid open: its order, paid at the cashier, which then brings the buyer back here to the outcome. */
  async function buyOpen() {
    setError(null);
    const result = await buy({ variables: { input: { id: box.id, idempotencyKey } } }).catch(() => null);
    const payload = result?.data?.buyBlindBoxOpen;
    if (!payload) return;
    setIdempotencyKey(crypto.randomUUID());
    if (payload.userErrors[0] || !payload.paidOpen) {
      setError(payload.userErrors[0]?.message ?? null);
      return;
    }
    const { orderId } = payload.paidOpen;
    const returnTo = encodeURIComponent(paidOpenReturnPath(orderId));
    void navigate(`/shoppingCart/payOrder?orderId=${encodeURIComponent(orderId)}&returnTo=${returnTo}`);
  }

  async function submit() {
    if (paid) return buyOpen();
    setError(null);
    const result = await open({
      variables: { input: { id: box.id, addressId: hasParts ? addressId : null, idempotencyKey } },
    }).catch(() => null);
    const payload = result?.data?.openBlindBox;
    if (!payload) return;
    setIdempotencyKey(crypto.randomUUID());
    if (payload.userErrors[0]) {
      setError(payload.userErrors[0].message);
      return;
    }
    if (payload.record) setRevealed(getFragmentData(LuckyDrawRecordFields, payload.record));
  }

  return (
    <Card withBorder padding="md" data-testid="blind-box">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {box.activity.title}
          </Title>
          <ActivityWindow activity={box.activity} />
        </Group>
        {box.description && <Text size="sm">{box.description}</Text>}
        <Text size="sm" fw={600} data-testid="blind-box-price">
          {paid ? t('luckyDraws.blindBox.pricePerOpen', { price }) : t('luckyDraws.blindBox.freeOpens')}
        </Text>
        <Text size="sm" fw={600}>
          {t('luckyDraws.blindBox.oddsTitle')}
        </Text>
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder data-testid="blind-box-odds">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('luckyDraws.blindBox.prize')}</Table.Th>
                <Table.Th ta="right">{t('luckyDraws.blindBox.odds')}</Table.Th>
                <Table.Th ta="right">{t('luckyDraws.blindBox.left')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prizes.map((prize) => (
                <Table.Tr key={prize.id} c={prize.stock === 0 ? 'dimmed' : undefined}>
                  <Table.Td>{prizeLabel(prize, t)}</Table.Td>
                  <Table.Td ta="right">{formatOdds(prize.oddsPpm, locale)}</Table.Td>
                  <Table.Td ta="right">{prize.stock}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed">
          {t('luckyDraws.blindBox.oddsNote')}
        </Text>
        {signedIn && hasParts && running && <AddressChoice value={addressId} onChange={setAddressId} />}
        {error && (
          <Alert color="red" data-testid="blind-box-error">
            {error}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          {signedIn ? (
            <Button
              color="grape"
              loading={opening.loading || buying.loading}
              disabled={!running || left === 0}
              onClick={() => void submit()}
              data-testid="blind-box-open"
            >
              {paid ? t('luckyDraws.blindBox.openFor', { price }) : t('luckyDraws.blindBox.openFree')}
            </Button>
          ) : (
            <LogInToTake label={t('luckyDraws.logIn')} />
          )}
          <Text size="sm" data-testid="blind-box-opens">
            {note ?? t('luckyDraws.blindBox.daily', { daily: box.dailyLimit })}
          </Text>
          {left === 0 && (
            <Text size="sm" c="red">
              {t('luckyDraws.blindBox.usedUp')}
            </Text>
          )}
        </Group>
      </Stack>
      {revealed && <Reveal record={revealed} onClose={() => setRevealed(null)} />}
    </Card>
  );
}

/** `/activity/blind-box`: the boxes with their published odds, the open button with a reveal, and my prizes. */
export function BlindBoxes() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { boxes, loading, error } = useBoxes();
  const [params, setParams] = useSearchParams();
  const paidOpen = params.get(PAID_OPEN_PARAM);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('luckyDraws.blindBox.title')}
      </Title>
      <Text c="dimmed">{t('luckyDraws.blindBox.intro')}</Text>
      {token && paidOpen && <PaidOpenOutcome orderId={paidOpen} onClose={() => setParams({}, { replace: true })} />}
      {loading && <Skeleton h={200} radius="md" />}
      {error && <Alert color="red">{error.message}</Alert>}
      {boxes && boxes.length === 0 && <Alert color="gray">{t('luckyDraws.blindBox.empty')}</Alert>}
      {boxes?.map((box) => (
        <BlindBoxCard key={box.id} box={box} signedIn={Boolean(token)} />
      ))}
      {token && <MyLuckyDrawPrizes />}
    </Stack>
  );
}
