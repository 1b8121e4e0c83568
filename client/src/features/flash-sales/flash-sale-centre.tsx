import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FlashSaleSessionsQuery as FlashSaleSessionsResult } from '../../gql/graphql';
import { useRefetchOnPush } from '../apollo/use-refetch-on-push';
import { loginReturnState } from '../session/remembered-page';
import { useSession } from '../session/use-session';
import { showToast } from '../toast/show-toast';
import { FlashSaleConfirm, type FlashSaleOrderDetails } from './flash-sale-confirm';
import { defaultSessionId, type FlashSaleItemView, type FlashSaleSessionView } from './flash-sale-model';
import {
  BuyFlashSaleMutation,
  CancelFlashSaleReminderMutation,
  FlashSaleActivityChangedSubscription,
  FlashSaleChangedSubscription,
  FlashSaleSessionsQuery,
  SetFlashSaleReminderMutation,
} from './flash-sale-operations';
import { FlashSaleReminderButton } from './flash-sale-reminder-button';
import { FlashSaleSessionPanel } from './flash-sale-session-panel';
import { FlashSaleSessionTabs } from './flash-sale-session-tabs';
import { askForWebNotifications } from '../messages/web-notifications';

type SessionNode = FlashSaleSessionsResult['flashSaleSessions'][number];

function sessionView(node: SessionNode, signedIn: boolean): FlashSaleSessionView {
  return {
    id: node.id,
    title: node.title,
    startsAt: node.startsAt,
    endsAt: node.endsAt,
    state: node.state,
    // The server answers null both for "none" and for a visitor: only the session tells them apart.
    reminderSet: signedIn ? node.myReminder === 'SET' : null,
    items: node.items.map((item) => ({
      id: item.id,
      productId: item.part.productId,
      mpn: item.part.mpn,
      brandName: item.part.brandName,
      salePriceMilli: item.salePriceMilli,
      listPriceMilli: item.listPriceMilli,
      soldPercent: item.soldPercent,
      perUserLimit: item.perUserLimit,
      myBought: item.myBought ?? 0,
      state: item.state,
    })),
  };
}

/**
 * Keeps the sessions on screen live: each session's changes are pushed (`flashSaleChanged`, which answers the current
 * session first, so a reconnect catches up; Apollo writes it over the cached session), and any flash-sale activity's
 * transition reads the list again (a new or moved session).
 */
function useLiveSessions(sessionIds: readonly string[]): void {
  const client = useApolloClient();
  const key = sessionIds.join(',');
  useEffect(() => {
    const subscriptions = (key ? key.split(',') : []).map((sessionId) =>
      client
        .subscribe({ query: FlashSaleChangedSubscription, variables: { sessionId } })
        .subscribe({ error: () => undefined }),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [client, key]);
  useRefetchOnPush(FlashSaleActivityChangedSubscription, ['FlashSaleSessions']);
}

/**
 * `/activity/flash-sale`: the sessions of today and the coming days as tabs (`?session=`), the chosen one's parts,
 * and the confirm step of a purchase (`?buy=<item>`), which goes on to the cashier.
 */
export function FlashSaleCentre() {
  const { t } = useTranslation();
  const { token } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data, loading, error } = useQuery(FlashSaleSessionsQuery, { fetchPolicy: 'cache-and-network' });
  const sessions = useMemo(
    () => (data?.flashSaleSessions ?? []).map((node) => sessionView(node, Boolean(token))),
    [data, token],
  );
  useLiveSessions(sessions.map((session) => session.id));

  const requested = params.get('session');
  const selectedId = sessions.some((session) => session.id === requested) ? requested : defaultSessionId(sessions);
  const selected = sessions.find((session) => session.id === selectedId) ?? null;
  const buyingId = params.get('buy');

  const [setReminder] = useMutation(SetFlashSaleReminderMutation);
  const [cancelReminder] = useMutation(CancelFlashSaleReminderMutation);
  const [buy] = useMutation(BuyFlashSaleMutation);
  // One key per confirm step: a double click or a retry after a lost answer gets the same order.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  function choose(sessionId: string) {
    setParams({ session: sessionId });
  }

  /** A visitor logs in first and comes back to the same step. */
  function logInFirst(search: string) {
    void navigate('/login/login', { state: loginReturnState({ pathname: location.pathname, search, hash: '' }) });
  }

  function startBuying(item: FlashSaleItemView) {
    if (!token) {
      logInFirst(`?session=${selectedId ?? ''}&buy=${item.id}`);
      return;
    }
    setIdempotencyKey(crypto.randomUUID());
    setParams({ session: selectedId ?? '', buy: item.id });
  }

  async function placeOrder(item: FlashSaleItemView, details: FlashSaleOrderDetails): Promise<string | null> {
    const result = await buy({
      variables: {
        input: { ...details, itemId: item.id, idempotencyKey },
      },
    }).catch(() => null);
    const payload = result?.data?.buyFlashSale;
    if (!payload) return null;
    if (payload.order) {
      void navigate(`/shoppingCart/payOrder?orderId=${payload.order.id}`);
      return null;
    }
    return payload.userErrors[0]?.message ?? null;
  }

  async function changeReminder(sessionId: string, set: boolean): Promise<boolean> {
    const variables = { sessionId };
    const result = set
      ? (await setReminder({ variables }).catch(() => null))?.data?.setFlashSaleReminder
      : (await cancelReminder({ variables }).catch(() => null))?.data?.cancelFlashSaleReminder;
    if (!result) return false;
    if (result.userErrors[0]) {
      showToast(result.userErrors[0].message);
      return false;
    }
    showToast(t(set ? 'flashSales.reminder.setDone' : 'flashSales.reminder.cancelDone'), 'success');
    return true;
  }

  if (buyingId && token) {
    const item = selected?.items.find((candidate) => candidate.id === buyingId);
    if (!data) return <Skeleton h={240} />;
    const back = () => setParams(selectedId ? { session: selectedId } : {});
    if (!item) {
      return (
        <Stack gap="md" align="flex-start">
          <Alert color="gray">{t('flashSales.confirm.unavailable')}</Alert>
          <Button variant="default" onClick={back}>
            {t('flashSales.confirm.back')}
          </Button>
        </Stack>
      );
    }
    return <FlashSaleConfirm item={item} onSubmit={(details) => placeOrder(item, details)} onBack={back} />;
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('flashSales.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('flashSales.intro')}
        </Text>
      </div>
      {error && !data && <Alert color="red">{t('flashSales.loadFailed')}</Alert>}
      {!data && loading && <Skeleton h={240} />}
      {data && sessions.length === 0 && (
        <Text c="dimmed" data-testid="flash-sale-empty">
          {t('flashSales.empty')}
        </Text>
      )}
      {sessions.length > 0 && <FlashSaleSessionTabs sessions={sessions} selectedId={selectedId} onSelect={choose} />}
      {selected && (
        <FlashSaleSessionPanel
          session={selected}
          onBuy={startBuying}
          reminder={
            selected.state === 'NOT_STARTED' ? (
              <FlashSaleReminderButton
                reminderSet={selected.reminderSet ?? false}
                onSet={async () => {
                  if (!token) {
                    logInFirst(`?session=${selected.id}`);
                    return false;
                  }
                  // Asked while the click still counts as the shopper's gesture; the answer does not hold up the reminder.
                  void askForWebNotifications();
                  return changeReminder(selected.id, true);
                }}
                onCancel={() => changeReminder(selected.id, false)}
              />
            ) : null
          }
        />
      )}
    </Stack>
  );
}
