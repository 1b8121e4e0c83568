import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Permission } from '../../gql/graphql';
import { CouponTemplatesPane } from './coupon-templates-pane';
import { InvitationRewardsForm } from './invitation-rewards-form';
import { MembershipSettings } from './membership-settings';
import { PointsRulesForm } from './points-rules-form';
import { areaFrom, canManage, PROMOTION_AREAS, type PromotionArea } from './promotion-areas';

/**
 * The staff promotions console: a tab per area (`?tab=`), the coupon templates with the chosen one (`?template=`)
 * in the address so a reload or a shared link opens the same view. Staff who may only read get no edit controls.
 */
export function PromotionsConsole({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const area = areaFrom(params.get('tab'));
  const manage = canManage(permissions, area);

  function choose(next: PromotionArea) {
    setParams(next === 'coupons' ? {} : { tab: next });
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('adminPromotions.title')}
      </Title>
      <Group gap="xs" role="tablist">
        {PROMOTION_AREAS.map((option) => (
          <Button
            key={option}
            role="tab"
            aria-selected={area === option}
            variant={area === option ? 'filled' : 'default'}
            onClick={() => choose(option)}
          >
            {t(`adminPromotions.tabs.${option}`)}
          </Button>
        ))}
      </Group>
      {!manage && (
        <Alert color="gray" data-testid="promotions-read-only">
          {t('adminPromotions.readOnly')}
        </Alert>
      )}
      <div role="tabpanel">
        {area === 'coupons' && <CouponTemplatesPane manage={manage} />}
        {area === 'points' && <PointsRulesForm manage={manage} />}
        {area === 'membership' && <MembershipSettings manage={manage} />}
        {area === 'invitations' && <InvitationRewardsForm manage={manage} />}
      </div>
    </Stack>
  );
}
