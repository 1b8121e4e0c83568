import { useMutation, useQuery } from '@apollo/client/react';
import { Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { showToast } from '../toast/show-toast';
import { applicationServerKey, browserSupportsPush, subscriptionInput } from './push-support';

const WebPushKeyQuery = graphql(`
  query WebPushKey {
    webPushPublicKey
  }
`);

const SubscribeWebPushMutation = graphql(`
  mutation SubscribeWebPush($input: SubscribeWebPushInput!) {
    subscribeWebPush(input: $input) {
      ok
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const UnsubscribeWebPushMutation = graphql(`
  mutation UnsubscribeWebPush($input: UnsubscribeWebPushInput!) {
    unsubscribeWebPush(input: $input) {
      ok
      userErrors {
        code
        message
        field
      }
    }
  }
`);

type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

/** This browser's service worker, when the shop installed one (the built client does; the dev server does not). */
async function pushRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return browserSupportsPush() ? navigator.serviceWorker.getRegistration() : undefined;
}

/**
 * Web pushes on this device (docs/notifications.md): the browser's permission, its push subscription, and the shop's
 * copy of it, turned on and off together. Where the browser or the shop cannot push, says so as the specification
 * asks ("push not supported on the web client").
 */
export function WebPushSwitch() {
  const { t } = useTranslation();
  const { data } = useQuery(WebPushKeyQuery);
  const [subscribe] = useMutation(SubscribeWebPushMutation);
  const [unsubscribe] = useMutation(UnsubscribeWebPushMutation);
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const publicKey = data?.webPushPublicKey ?? null;

  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    void (async () => {
      const registration = publicKey ? await pushRegistration() : undefined;
      const next: PushState = !registration
        ? 'unsupported'
        : Notification.permission === 'denied'
          ? 'blocked'
          : (await registration.pushManager.getSubscription())
            ? 'on'
            : 'off';
      if (!cancelled) setState(next);
    })();
    return () => {
      cancelled = true;
    };
  }, [data, publicKey]);

  const turnOn = async (key: string) => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setState(permission === 'denied' ? 'blocked' : 'off');
      return;
    }
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(key),
    });
    const input = subscriptionInput(subscription.toJSON());
    const result = input ? await subscribe({ variables: { input } }) : undefined;
    const refusal = result?.data?.subscribeWebPush.userErrors[0];
    if (!result?.data?.subscribeWebPush.ok) {
      await subscription.unsubscribe();
      showToast(refusal?.message ?? t('webPush.failed'), 'error');
      setState('off');
      return;
    }
    setState('on');
  };

  const turnOff = async () => {
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.getSubscription();
    if (subscription) {
      await unsubscribe({ variables: { input: { endpoint: subscription.endpoint } } });
      await subscription.unsubscribe();
    }
    setState('off');
  };

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      await (on && publicKey ? turnOn(publicKey) : turnOff());
    } catch {
      showToast(t('webPush.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  if (state === 'unsupported' || state === 'blocked') {
    return (
      <Text size="sm" c="dimmed" data-testid="web-push-state">
        {t(state === 'unsupported' ? 'webPush.unsupported' : 'webPush.blocked')}
      </Text>
    );
  }
  return (
    <Switch
      label={t('webPush.label')}
      description={t('webPush.hint')}
      checked={state === 'on'}
      disabled={state === 'checking' || busy}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
