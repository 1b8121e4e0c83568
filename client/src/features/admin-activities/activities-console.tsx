import { Alert, Button, Group, ScrollArea, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ActivityKind, Permission } from '../../gql/graphql';
import { ActivityList } from './activity-list';
import { ACTIVITY_TABS, kindFromTab, tabOfKind } from './activity-kinds';
import { BargainPanel } from './bargain-panel';
import { FlashSaleAdminPanel } from './flash-sale-admin-panel';
import { GroupBuyPanel } from './group-buy-panel';
import { LuckyDrawPanel } from './lucky-draw-panel';

/** The kind's own create/edit form and progress, written by the kind's owner; flash sales are edited here. */
function KindPanel({ kind }: { kind: ActivityKind }) {
  switch (kind) {
    case 'GROUP_BUY':
      return <GroupBuyPanel />;
    case 'BARGAIN':
      return <BargainPanel />;
    case 'FREE_ORDER':
    case 'BLIND_BOX':
      // One panel for both prize kinds, fixed to the tab's.
      return <LuckyDrawPanel kind={kind} />;
    default:
      return null;
  }
}

/**
 * `/admin/activities`: a tab per kind (`?tab=`), each with its activities, their states and the lifecycle buttons
 * the server allows the viewer, and the kind's form and progress. Staff who may only read see no buttons.
 */
export function ActivitiesConsole({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = kindFromTab(params.get('tab'));
  const manage = permissions.includes('ACTIVITY_MANAGE');

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('adminActivities.title')}
      </Title>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="xs" wrap="nowrap" role="tablist">
          {ACTIVITY_TABS.map((entry) => (
            <Button
              key={entry.kind}
              role="tab"
              aria-selected={kind === entry.kind}
              variant={kind === entry.kind ? 'filled' : 'default'}
              style={{ flexShrink: 0 }}
              onClick={() => setParams({ tab: tabOfKind(entry.kind) })}
              data-testid={`activity-tab-${entry.tab}`}
            >
              {t(`adminActivities.kinds.${entry.kind}`)}
            </Button>
          ))}
        </Group>
      </ScrollArea>
      {!manage && (
        <Alert color="gray" data-testid="activities-read-only">
          {t('adminActivities.readOnly')}
        </Alert>
      )}
      <div role="tabpanel">
        {kind === 'FLASH_SALE' ? (
          <FlashSaleAdminPanel manage={manage} />
        ) : (
          <Stack gap="lg">
            <ActivityList key={kind} kind={kind} />
            <KindPanel kind={kind} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
