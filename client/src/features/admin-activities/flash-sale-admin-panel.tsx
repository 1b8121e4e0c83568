import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Grid, Group, Paper, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRefetchOnPush } from '../apollo/use-refetch-on-push';
import { FLASH_SALE_STATE_COLORS } from '../flash-sales/flash-sale-model';
import { showToast } from '../toast/show-toast';
import { ActivityActions } from './activity-actions';
import { ActivityList } from './activity-list';
import { ACTIVITY_STATUS_COLORS } from './activity-kinds';
import { StaffActivityChangedSubscription } from './admin-activities-operations';
import {
  CreateFlashSaleSessionMutation,
  StaffFlashSaleProgressSubscription,
  StaffFlashSaleSessionQuery,
  UpdateFlashSaleSessionMutation,
} from './flash-sale-admin-operations';
import { emptyFormValues, formValuesOf, type FlashSaleSessionFields } from './flash-sale-form-values';
import { FlashSaleSessionForm } from './flash-sale-session-form';

const REFRESH = { refetchQueries: ['StaffActivities'] };

/** A new session: the form alone; once created the console opens it. */
function NewFlashSaleSession({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const [create] = useMutation(CreateFlashSaleSessionMutation, REFRESH);
  // The suggested window (the next full hour) is chosen once, when the form opens.
  const [initial] = useState(() => emptyFormValues(Date.now()));

  async function save(fields: FlashSaleSessionFields) {
    const result = await create({ variables: { input: fields } }).catch(() => null);
    const payload = result?.data?.createFlashSaleSession;
    if (!payload) return null;
    if (payload.session) {
      showToast(t('adminActivities.flashSale.created'), 'success');
      onCreated(payload.session.session.id);
    }
    return payload;
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('adminActivities.flashSale.newTitle')}
      </Title>
      <FlashSaleSessionForm
        initial={initial}
        disabled={false}
        windowLocked={false}
        submitLabel={t('adminActivities.flashSale.create')}
        onSave={save}
      />
    </Paper>
  );
}

/**
 * One session: its sold units per part, live (each change of the session is pushed), the lifecycle buttons, and
 * the form (the title always; the window and parts only before the start, as the server allows).
 */
function FlashSaleSessionEditor({ id, manage }: { id: string; manage: boolean }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data, error } = useQuery(StaffFlashSaleSessionQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(UpdateFlashSaleSessionMutation, {
    ...REFRESH,
    refetchQueries: ['StaffActivities', 'StaffFlashSaleSession'],
  });

  useEffect(() => {
    // Apollo writes each pushed session over the cached one, so the progress below follows by itself.
    const subscription = client
      .subscribe({ query: StaffFlashSaleProgressSubscription, variables: { sessionId: id } })
      .subscribe({ error: () => undefined });
    return () => subscription.unsubscribe();
  }, [client, id]);
  // A transition (start, pause, end ...) changes the state and the buttons on offer: read them again.
  useRefetchOnPush(StaffActivityChangedSubscription, ['StaffFlashSaleSession']);

  const staff = data?.staffFlashSaleSession;
  if (!staff) return error ? <Alert color="red">{error.message}</Alert> : <Skeleton h={240} />;
  const { session, activity } = staff;
  const notStarted = activity.status === 'NOT_STARTED';
  const soldTotal = session.items.reduce((total, item) => total + item.sold, 0);
  const stockTotal = session.items.reduce((total, item) => total + item.stock, 0);

  async function save(fields: FlashSaleSessionFields) {
    const input = notStarted ? { id, ...fields } : { id, title: fields.title };
    const result = await update({ variables: { input } }).catch(() => null);
    const payload = result?.data?.updateFlashSaleSession;
    if (payload?.session) showToast(t('adminActivities.flashSale.saved'), 'success');
    return payload ?? null;
  }

  return (
    <Stack gap="md" data-testid="flash-sale-admin-session" data-session-id={id}>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
          <Group gap="xs">
            <Title order={2} size="h4">
              {session.title}
            </Title>
            <Badge
              color={ACTIVITY_STATUS_COLORS[activity.status] ?? 'gray'}
              variant="light"
              data-testid="flash-sale-admin-status"
            >
              {t(`adminActivities.statuses.${activity.status}`)}
            </Badge>
          </Group>
          <ActivityActions activityId={activity.id} actions={activity.availableActions} />
        </Group>
        <Title order={3} size="h5" mb={4}>
          {t('adminActivities.flashSale.progress')}
        </Title>
        <Text size="sm" mb="xs" data-testid="flash-sale-admin-total">
          {t('adminActivities.flashSale.progressSold', { sold: soldTotal, stock: stockTotal })}
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Tbody>
              {session.items.map((item) => (
                <Table.Tr key={item.id} data-testid="flash-sale-admin-item">
                  <Table.Td fw={600}>{item.part.mpn}</Table.Td>
                  <Table.Td w="40%">
                    <Progress value={item.soldPercent} color="red" aria-label={`${item.soldPercent}%`} />
                  </Table.Td>
                  <Table.Td data-testid="flash-sale-admin-item-sold">
                    {t('adminActivities.flashSale.progressSold', { sold: item.sold, stock: item.stock })}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={FLASH_SALE_STATE_COLORS[item.state]} variant="light">
                      {t(`flashSales.states.${item.state}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="sm">
          {t('adminActivities.flashSale.editTitle')}
        </Title>
        {!notStarted && (
          <Text size="sm" c="dimmed" mb="xs">
            {t('adminActivities.flashSale.windowLocked')}
          </Text>
        )}
        <FlashSaleSessionForm
          key={`${id}-${activity.status}`}
          initial={formValuesOf(session)}
          disabled={!manage}
          windowLocked={!notStarted}
          submitLabel={t('adminActivities.flashSale.save')}
          onSave={save}
        />
      </Paper>
    </Stack>
  );
}

/** The flash-sale tab: the sessions with their lifecycle buttons, and the chosen (`?activity=`) or a new one. */
export function FlashSaleAdminPanel({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('activity');
  const open = (activity: string) => setParams({ tab: 'flash-sale', activity });

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          {manage && (
            <Group justify="flex-end">
              <Button onClick={() => open('new')} data-testid="flash-sale-admin-new">
                {t('adminActivities.flashSale.new')}
              </Button>
            </Group>
          )}
          <ActivityList kind="FLASH_SALE" selectedId={chosen} onSelect={open} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {chosen === 'new' && manage ? (
          <NewFlashSaleSession onCreated={open} />
        ) : chosen && chosen !== 'new' ? (
          <FlashSaleSessionEditor key={chosen} id={chosen} manage={manage} />
        ) : (
          <Text c="dimmed">{t('adminActivities.flashSale.choose')}</Text>
        )}
      </Grid.Col>
    </Grid>
  );
}
