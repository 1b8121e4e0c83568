import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { formatMoneyMilli } from '../money/format-money';
import { loginReturnState } from '../session/remembered-page';
import { useSession } from '../session/use-session';
import { showToast } from '../toast/show-toast';
import { BargainOfferCardFragment, StartBargainMutation } from './bargain-operations';

/** One offer: the part, the price from start to floor, the time limit and the button that starts a bargain. */
export function BargainOfferCard(props: { offer: FragmentType<typeof BargainOfferCardFragment> }) {
  const offer = getFragmentData(BargainOfferCardFragment, props.offer);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { token } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [start, starting] = useMutation(StartBargainMutation, { refetchQueries: ['BargainOffers'] });
  const running = offer.activity.status === 'IN_PROGRESS';

  async function submit() {
    const result = await start({ variables: { input: { offerId: offer.id } } }).catch(() => null);
    const payload = result?.data?.startBargain;
    if (!payload) return;
    if (payload.bargain) {
      void navigate(`/activity/bargain?bargain=${payload.bargain.id}`);
      return;
    }
    showToast(payload.userErrors[0]?.message ?? t('bargains.failed'), 'error');
  }

  return (
    <Card withBorder radius="md" padding="md" data-testid="bargain-offer">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{offer.activity.title}</Text>
          <Badge color={running ? 'red' : 'gray'} variant="light">
            {t(running ? 'bargains.offer.running' : 'bargains.offer.upcoming')}
          </Badge>
        </Group>
        {offer.part && (
          <Text size="sm" c="dimmed">
            {offer.part.mpn} · {offer.part.brandName} · {offer.part.package} ·{' '}
            {t('bargains.pieces', { count: offer.quantity })}
          </Text>
        )}
        <Group gap="xs" align="baseline">
          <Text size="sm" td="line-through" c="dimmed">
            {formatMoneyMilli(offer.startPriceMilli, locale)}
          </Text>
          <Text fw={700} c="red">
            {t('bargains.offer.downTo', { price: formatMoneyMilli(offer.floorPriceMilli, locale) })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('bargains.offer.terms', {
            cuts: offer.expectedCuts,
            hours: Math.round((offer.timeLimitMinutes / 60) * 10) / 10,
          })}
          {' · '}
          {t(running ? 'bargains.offer.endsAt' : 'bargains.offer.startsAt', {
            time: formatDateTime((running ? offer.activity.endsAt : offer.activity.startsAt) as string, locale),
          })}
        </Text>
        <Group justify="flex-end">
          {!token ? (
            <Button size="xs" variant="light" component={Link} to="/login/login" state={loginReturnState(location)}>
              {t('bargains.logInToStart')}
            </Button>
          ) : (
            <Button size="xs" color="red" disabled={!running} loading={starting.loading} onClick={() => void submit()}>
              {t('bargains.offer.start')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
