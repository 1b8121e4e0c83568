import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../gql';
import { useRefetchOnPush } from '../apollo/use-refetch-on-push';
import { useSession } from '../session/use-session';
import { chancesNote } from './lucky-draw-format';
import {
  ClaimFreeOrderMutation,
  FreeOrderActivityChangedSubscription,
  FreeOrderCampaignsQuery,
  LuckyDrawPrizeFields,
  LuckyDrawRecordFields,
} from './lucky-draw-operations';
import { ActivityWindow, AddressChoice, LogInToTake, MyLuckyDrawPrizes } from './lucky-draw-parts';

interface ClaimTarget {
  partId: string;
  title: string;
}

/** Claim → address → done: the chosen part becomes a prize order (total 0, already paid). */
function ClaimDialog({ target, onClose }: { target: ClaimTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const [addressId, setAddressId] = useState<string | null>(null);
  // One key per dialog: a double click or a retry after a lost answer claims once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [claim, claiming] = useMutation(ClaimFreeOrderMutation, {
    refetchQueries: ['FreeOrderCampaigns', 'MyLuckyDrawPrizes'],
  });
  const [done, setDone] = useState<{ orderId: string | null; orderNumber: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!addressId) return;
    const result = await claim({
      variables: { input: { partId: target.partId, addressId, idempotencyKey } },
    }).catch(() => null);
    const payload = result?.data?.claimFreeOrder;
    if (!payload) return;
    if (payload.userErrors[0]) {
      setError(payload.userErrors[0].message);
      return;
    }
    const record = payload.record ? getFragmentData(LuckyDrawRecordFields, payload.record) : null;
    setDone({ orderId: record?.orderId ?? null, orderNumber: record?.orderNumber ?? null });
  }

  return (
    <Modal opened onClose={onClose} title={t('luckyDraws.freeOrder.claimTitle', { title: target.title })} centered>
      {done ? (
        <Stack gap="sm" data-testid="free-order-done">
          <Alert color="teal">{t('luckyDraws.freeOrder.claimed')}</Alert>
          {done.orderId && (
            <Anchor component={Link} to={`/user/order/details?id=${done.orderId}`}>
              {t('luckyDraws.mine.order', { number: done.orderNumber })}
            </Anchor>
          )}
          <Button variant="default" onClick={onClose}>
            {t('luckyDraws.close')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('luckyDraws.freeOrder.claimNote')}</Text>
          <AddressChoice value={addressId} onChange={setAddressId} />
          {error && (
            <Alert color="red" data-testid="free-order-error">
              {error}
            </Alert>
          )}
          <Button
            color="red"
            loading={claiming.loading}
            disabled={!addressId}
            onClick={() => void submit()}
            data-testid="free-order-confirm"
          >
            {t('luckyDraws.freeOrder.confirm')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}

function PartCard(props: {
  part: FragmentType<typeof LuckyDrawPrizeFields>;
  canClaim: boolean;
  signedIn: boolean;
  onClaim: (target: ClaimTarget) => void;
}) {
  const { t } = useTranslation();
  const part = getFragmentData(LuckyDrawPrizeFields, props.part);
  const gone = part.stock === 0;
  return (
    <Card withBorder padding="sm" data-testid="free-order-part">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {part.product && <Image src={part.product.imageUrl} alt="" w={56} h={56} fit="contain" />}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {part.product ? (
            <Anchor component={Link} to={`/goods/${part.product.id}`} fw={600} truncate>
              {part.title}
            </Anchor>
          ) : (
            <Text fw={600}>{part.title}</Text>
          )}
          {part.product && (
            <Text size="xs" c="dimmed">
              {part.product.manufacturer.name} · {part.product.package}
            </Text>
          )}
          {part.quantity > 1 && (
            <Text size="xs" fw={600}>
              {t('luckyDraws.freeOrder.pieces', { quantity: part.quantity })}
            </Text>
          )}
          <Text size="xs" c={gone ? 'red' : 'dimmed'}>
            {gone ? t('luckyDraws.freeOrder.gone') : t('luckyDraws.freeOrder.left', { count: part.stock })}
          </Text>
        </Stack>
        {props.signedIn ? (
          <Button
            size="xs"
            color="red"
            disabled={!props.canClaim || gone}
            onClick={() => props.onClaim({ partId: part.id, title: part.title })}
            data-testid="free-order-claim"
          >
            {t('luckyDraws.freeOrder.claim')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

/** `/activity/free-order`: the campaigns with their free parts, today's chances and the user's prizes. */
export function FreeOrderCampaigns() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { data, loading, error } = useQuery(FreeOrderCampaignsQuery, { fetchPolicy: 'cache-and-network' });
  // A campaign that starts, pauses or ends while the page is open changes its buttons without a reload.
  useRefetchOnPush(FreeOrderActivityChangedSubscription, ['FreeOrderCampaigns']);
  const [target, setTarget] = useState<ClaimTarget | null>(null);
  const campaigns = data?.freeOrderCampaigns;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('luckyDraws.freeOrder.title')}
      </Title>
      <Text c="dimmed">{t('luckyDraws.freeOrder.intro')}</Text>
      {loading && !data && <Skeleton h={160} radius="md" />}
      {error && !data && <Alert color="red">{error.message}</Alert>}
      {campaigns && campaigns.length === 0 && <Alert color="gray">{t('luckyDraws.freeOrder.empty')}</Alert>}
      {campaigns?.map((campaign) => {
        const running = campaign.activity.status === 'IN_PROGRESS';
        const left = campaign.chancesLeftToday;
        const note = chancesNote(left, campaign.dailyLimit, t, 'luckyDraws.freeOrder.chancesLeft');
        return (
          <Card key={campaign.id} withBorder padding="md" data-testid="free-order-campaign">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={2} size="h4">
                  {campaign.activity.title}
                </Title>
                <ActivityWindow activity={campaign.activity} />
              </Group>
              {campaign.description && <Text size="sm">{campaign.description}</Text>}
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600} data-testid="free-order-chances">
                  {note ?? t('luckyDraws.freeOrder.daily', { daily: campaign.dailyLimit })}
                </Text>
                {left === 0 && (
                  <Text size="sm" c="red">
                    {t('luckyDraws.freeOrder.usedUp')}
                  </Text>
                )}
                {!token && <LogInToTake label={t('luckyDraws.logIn')} />}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {campaign.parts.map((part, index) => (
                  <PartCard
                    key={index}
                    part={part}
                    signedIn={Boolean(token)}
                    canClaim={running && (left ?? 0) > 0}
                    onClaim={setTarget}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Card>
        );
      })}
      {target && <ClaimDialog target={target} onClose={() => setTarget(null)} />}
      {token && <MyLuckyDrawPrizes />}
    </Stack>
  );
}
