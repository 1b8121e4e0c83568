import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RewardRules {
  kind: 'NONE' | 'POINTS' | 'COUPON';
  points?: number | null;
  couponTitle?: string | null;
}

/** How inviting works and what the inviter earns now (staff set it). */
export function InvitationRules(props: { rewards: RewardRules }) {
  const { t } = useTranslation();
  const { kind, points, couponTitle } = props.rewards;
  const reward =
    kind === 'POINTS'
      ? t('invitations.rewardPoints', { points: points ?? 0 })
      : kind === 'COUPON'
        ? t('invitations.rewardCoupon', { title: couponTitle ?? '' })
        : t('invitations.rewardNone');
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invitations.rulesTitle')}
        </Title>
        <Text fw={600} data-testid="invitation-reward">
          {reward}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('invitations.ruleShare')}</List.Item>
          <List.Item>{t('invitations.ruleSignUp')}</List.Item>
          <List.Item>{t('invitations.ruleFirstOrder')}</List.Item>
          <List.Item>{t('invitations.ruleOnce')}</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
