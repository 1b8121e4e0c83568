import { useMutation } from '@apollo/client/react';
import { Button, NativeSelect, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponSegment } from '../../gql/graphql';
import { showToast } from '../toast/show-toast';
import { AdminIssueCouponsMutation, TEMPLATE_REFRESH } from './admin-promotions-operations';

const SEGMENTS: CouponSegment[] = ['USERS', 'ALL_SHOPPERS', 'SUPER_MEMBERS'];

/** User ids typed one per line or separated by commas or spaces. */
export function parseUserIds(text: string): string[] {
  return [...new Set(text.split(/[\s,，;]+/).filter(Boolean))];
}

/** Hands the template's coupons to chosen users or a whole segment; the server counts what it issued. */
export function IssueCouponsForm({ templateId }: { templateId: string }) {
  const { t } = useTranslation();
  const [segment, setSegment] = useState<CouponSegment>('USERS');
  const [userIds, setUserIds] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [issue, issuing] = useMutation(AdminIssueCouponsMutation, TEMPLATE_REFRESH);
  const ids = parseUserIds(userIds);

  return (
    <Paper withBorder p="md" h="100%" data-testid="coupon-issue">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('adminPromotions.issue.title')}
        </Title>
        <NativeSelect
          label={t('adminPromotions.issue.segment')}
          value={segment}
          onChange={(event) => setSegment(event.currentTarget.value as CouponSegment)}
          data={SEGMENTS.map((value) => ({ value, label: t(`adminPromotions.issue.segments.${value}`) }))}
        />
        {segment === 'USERS' && (
          <Textarea
            label={t('adminPromotions.issue.userIds')}
            description={t('adminPromotions.issue.userIdsHint')}
            value={userIds}
            autosize
            minRows={2}
            error={error}
            onChange={(event) => setUserIds(event.currentTarget.value)}
          />
        )}
        <Button
          style={{ alignSelf: 'flex-start' }}
          loading={issuing.loading}
          disabled={segment === 'USERS' && ids.length === 0}
          onClick={async () => {
            const input = { templateId, segment, userIds: segment === 'USERS' ? ids : null };
            const result = await issue({ variables: { input } }).catch(() => null);
            const payload = result?.data?.issueCoupons;
            if (!payload) return;
            const [first] = payload.userErrors;
            setError(first?.message ?? null);
            if (first) {
              showToast(first.message);
              return;
            }
            showToast(t('adminPromotions.issue.done', { count: payload.issuedCount }), 'success');
            setUserIds('');
          }}
        >
          {t('adminPromotions.issue.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
