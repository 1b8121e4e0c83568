import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../locale-format/format-date';
import { formatMoneyFen } from '../money/format-money';
import { updateStoredUser } from '../session/session-store';
import { storedUserFrom } from '../session/session-user';
import { growthProgressPercent } from './growth-progress';
import { MembershipLevelsTable } from './membership-levels-table';
import { BuyMembershipMutation, MyMembershipQuery } from './membership-operations';

/** Buys (or renews) a plan: the server places a membership order, which the usual cashier then takes payment for. */
function BuyPlanButton({ plan, renew }: { plan: { code: string; months: number; priceFen: number }; renew: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // One key per visit: a double click answers the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [buy, buying] = useMutation(BuyMembershipMutation);

  async function submit() {
    setError(null);
    const result = await buy({ variables: { input: { planCode: plan.code, idempotencyKey } } }).catch(() => null);
    const payload = result?.data?.buyMembership;
    if (!payload) return;
    if (payload.orderId) {
      void navigate(`/shoppingCart/payOrder?orderId=${payload.orderId}`);
      return;
    }
    setError(payload.userErrors[0]?.message ?? null);
  }

  const values = { months: plan.months, price: formatMoneyFen(BigInt(plan.priceFen), locale) };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        color="yellow"
        c="dark"
        loading={buying.loading}
        onClick={() => void submit()}
        data-testid="buy-membership"
      >
        {t(renew ? 'membership.renew' : 'membership.buy', values)}
      </Button>
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** `/user/member`: membership state and validity, level and growth, buying or renewing, and the level rules. */
export function MyMembership() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const { data, loading, error } = useQuery(MyMembershipQuery, { fetchPolicy: 'cache-and-network' });
  // A membership just paid for makes the header's tier "super member" without a reload.
  const viewer = data?.me;
  useEffect(() => {
    if (viewer) updateStoredUser(storedUserFrom(viewer));
  }, [viewer]);
  if (loading && !data) return <Skeleton h={240} radius="md" />;
  if (!data) return <Alert color="red">{error?.message}</Alert>;
  const membership = data.myMembership;
  const plans = data.membershipPlans.filter((plan) => plan.active);
  const progress = growthProgressPercent(
    membership.growth,
    membership.level.growthRequired,
    membership.nextLevel?.growthRequired ?? null,
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('membership.title')}
      </Title>
      <Paper withBorder radius="md" p="md" data-testid="membership-status">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" align="flex-start">
            <Stack gap={4}>
              <Group gap="xs">
                <Badge
                  color={membership.active ? 'yellow' : 'gray'}
                  c={membership.active ? 'dark' : undefined}
                  size="lg"
                >
                  {t(membership.active ? 'membership.active' : 'membership.inactive')}
                </Badge>
                <Badge variant="outline" size="lg" data-testid="membership-level-name">
                  {membership.level.name}
                </Badge>
              </Group>
              <Text size="sm" data-testid="membership-valid-until">
                {membership.active && membership.validUntil
                  ? t('membership.validUntil', { date: formatDate(membership.validUntil as string, locale) })
                  : membership.validUntil
                    ? t('membership.endedOn', { date: formatDate(membership.validUntil as string, locale) })
                    : t('membership.notYet')}
              </Text>
              <Text size="sm" c="dimmed">
                {t(membership.active ? 'membership.discountActive' : 'membership.discountIfMember', {
                  percent: membership.level.discountPercent,
                })}
              </Text>
            </Stack>
            {plans.map((plan) => (
              <BuyPlanButton key={plan.code} plan={plan} renew={membership.active} />
            ))}
          </Group>
          {membership.active && (
            <Text size="xs" c="dimmed">
              {t('membership.renewNote')}
            </Text>
          )}
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm">
                {t('membership.growth')}{' '}
                <Text span fw={700} data-testid="membership-growth">
                  {number(membership.growth)}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                {membership.nextLevel
                  ? t('membership.toNext', {
                      growth: number(membership.growthToNext ?? 0),
                      level: membership.nextLevel.name,
                    })
                  : t('membership.topLevel')}
              </Text>
            </Group>
            <Progress value={progress} color="yellow" aria-label={t('membership.growth')} />
          </Stack>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('membership.levels.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('membership.levels.growthRule')}
          </Text>
          <MembershipLevelsTable levels={data.membershipLevels} currentCode={membership.level.code} />
        </Stack>
      </Paper>
    </Stack>
  );
}
