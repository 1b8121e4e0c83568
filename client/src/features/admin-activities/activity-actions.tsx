import { useMutation } from '@apollo/client/react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityAction } from '../../gql/graphql';
import { reportOutcome } from '../staff/report-outcome';
import {
  EndActivityMutation,
  PauseActivityMutation,
  ResumeActivityMutation,
  StartActivityMutation,
} from './admin-activities-operations';

const REFRESH = { refetchQueries: ['StaffActivities'] };

const ACTION_COLORS: Record<ActivityAction, string> = { START: 'green', PAUSE: 'yellow', RESUME: 'green', END: 'red' };
const ACTION_ORDER: readonly ActivityAction[] = ['START', 'PAUSE', 'RESUME', 'END'];

/**
 * The lifecycle buttons the server offers for this activity and this viewer (`availableActions`): the client
 * holds no state rules, a staff member who may only read sees none.
 */
export function ActivityActions({ activityId, actions }: { activityId: string; actions: readonly ActivityAction[] }) {
  const { t } = useTranslation();
  const [start, starting] = useMutation(StartActivityMutation, REFRESH);
  const [pause, pausing] = useMutation(PauseActivityMutation, REFRESH);
  const [resume, resuming] = useMutation(ResumeActivityMutation, REFRESH);
  const [end, ending] = useMutation(EndActivityMutation, REFRESH);
  const busy = starting.loading || pausing.loading || resuming.loading || ending.loading;

  async function fire(action: ActivityAction) {
    const variables = { id: activityId };
    const done = t(`adminActivities.actionDone.${action}`);
    switch (action) {
      case 'START': {
        const result = await start({ variables }).catch(() => null);
        reportOutcome(result?.data?.startActivity.userErrors, done);
        return;
      }
      case 'PAUSE': {
        const result = await pause({ variables }).catch(() => null);
        reportOutcome(result?.data?.pauseActivity.userErrors, done);
        return;
      }
      case 'RESUME': {
        const result = await resume({ variables }).catch(() => null);
        reportOutcome(result?.data?.resumeActivity.userErrors, done);
        return;
      }
      case 'END': {
        // Ending cannot be undone: the browser's own confirm is enough of a pause here.
        if (!window.confirm(t('adminActivities.confirmEnd'))) return;
        const result = await end({ variables }).catch(() => null);
        reportOutcome(result?.data?.endActivity.userErrors, done);
      }
    }
  }

  if (actions.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {ACTION_ORDER.filter((action) => actions.includes(action)).map((action) => (
        <Button
          key={action}
          size="compact-sm"
          variant="light"
          color={ACTION_COLORS[action]}
          disabled={busy}
          onClick={() => void fire(action)}
          data-testid={`activity-action-${action}`}
        >
          {t(`adminActivities.actions.${action}`)}
        </Button>
      ))}
    </Group>
  );
}
