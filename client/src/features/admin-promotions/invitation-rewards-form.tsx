import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Center, Loader, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { AdminInvitationRewardsQuery as Rewards, InvitationRewardKind } from '../../gql/graphql';
import { reportOutcome } from '../staff/report-outcome';
import { wholeNumber } from './template-form-values';

const AdminInvitationRewardsQuery = graphql(`
  query AdminInvitationRewards {
    invitationRewards {
      kind
      points
      couponTemplateId
      couponTitle
    }
    staffCouponTemplates(first: 100) {
      edges {
        node {
          id
          title
          status
        }
      }
    }
  }
`);

const AdminUpdateInvitationRewardsMutation = graphql(`
  mutation AdminUpdateInvitationRewards($input: UpdateInvitationRewardsInput!) {
    updateInvitationRewards(input: $input) {
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const KINDS: InvitationRewardKind[] = ['NONE', 'POINTS', 'COUPON'];

/** The invitations tab: what an inviter gets when an invitee completes a first order (nothing, points or a coupon). */
export function InvitationRewardsForm({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(AdminInvitationRewardsQuery, { fetchPolicy: 'network-only' });
  if (!data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('staff.loading')} />
      </Center>
    );
  }
  return <RewardsForm data={data} manage={manage} />;
}

function RewardsForm({ data, manage }: { data: Rewards; manage: boolean }) {
  const { t } = useTranslation();
  const rewards = data.invitationRewards;
  const [kind, setKind] = useState<InvitationRewardKind>(rewards.kind);
  const [points, setPoints] = useState(rewards.points == null ? '' : String(rewards.points));
  const [templateId, setTemplateId] = useState(rewards.couponTemplateId ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, updating] = useMutation(AdminUpdateInvitationRewardsMutation, {
    refetchQueries: ['AdminInvitationRewards'],
    awaitRefetchQueries: true,
  });
  const templates = data.staffCouponTemplates.edges.map(({ node }) => node);

  async function save() {
    const pointsValue = kind === 'POINTS' ? wholeNumber(points) : null;
    if (kind === 'POINTS' && pointsValue === null) {
      setErrors({ points: t('adminPromotions.form.notWhole') });
      return;
    }
    const input = { kind, points: pointsValue, couponTemplateId: kind === 'COUPON' ? templateId || null : null };
    const result = await update({ variables: { input } }).catch(() => null);
    const userErrors = result?.data?.updateInvitationRewards.userErrors;
    const placed: Record<string, string> = {};
    for (const error of userErrors ?? []) {
      const name = error.field?.[error.field[0] === 'input' ? 1 : 0];
      if (name) placed[name] ??= error.message;
    }
    setErrors(placed);
    reportOutcome(userErrors, t('adminPromotions.invitations.saved'));
  }

  return (
    <Paper withBorder p="md" data-testid="invitation-rewards">
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h4">
          {t('adminPromotions.invitations.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminPromotions.invitations.explain')}
        </Text>
        <NativeSelect
          label={t('adminPromotions.invitations.kind')}
          value={kind}
          disabled={!manage}
          error={errors['kind']}
          onChange={(event) => setKind(event.currentTarget.value as InvitationRewardKind)}
          data={KINDS.map((value) => ({ value, label: t(`adminPromotions.invitations.kinds.${value}`) }))}
        />
        {kind === 'POINTS' && (
          <TextInput
            label={t('adminPromotions.invitations.points')}
            value={points}
            readOnly={!manage}
            error={errors['points']}
            onChange={(event) => setPoints(event.currentTarget.value)}
          />
        )}
        {kind === 'COUPON' && (
          <NativeSelect
            label={t('adminPromotions.invitations.coupon')}
            value={templateId}
            disabled={!manage}
            error={errors['couponTemplateId']}
            onChange={(event) => setTemplateId(event.currentTarget.value)}
            data={[
              { value: '', label: t('adminPromotions.invitations.chooseCoupon') },
              ...templates.map((template) => ({
                value: template.id,
                label:
                  template.status === 'PAUSED'
                    ? `${template.title} (${t('adminPromotions.statuses.PAUSED')})`
                    : template.title,
              })),
            ]}
          />
        )}
        {manage && (
          <Button loading={updating.loading} onClick={() => void save()} style={{ alignSelf: 'flex-start' }}>
            {t('adminPromotions.invitations.save')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
