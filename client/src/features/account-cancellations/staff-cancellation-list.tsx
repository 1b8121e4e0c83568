import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { AccountCancellationDecision, AccountCancellationStatus } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';
import { showToast } from '../toast/show-toast';

const StaffCancellationsQuery = graphql(`
  query StaffCancellations($status: AccountCancellationStatus) {
    accountCancellationRequests(status: $status) {
      id
      status
      reason
      createdAt
      updatedAt
      userId
      userDisplayName
    }
  }
`);

const StaffDecideCancellationMutation = graphql(`
  mutation StaffDecideCancellation($input: DecideAccountCancellationInput!) {
    decideAccountCancellation(input: $input) {
      request {
        id
        status
        updatedAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);

/** The decisions staff can take from each state; the server's transition table has the last word. */
const decisionsFrom: Partial<Record<AccountCancellationStatus, AccountCancellationDecision[]>> = {
  SUBMITTED: ['START_REVIEW'],
  UNDER_REVIEW: ['CLOSE', 'REJECT'],
};

/** `null` lists the open requests (submitted or under review). */
const filters: (AccountCancellationStatus | null)[] = [null, 'CLOSED', 'REJECTED', 'WITHDRAWN'];

/** Account cancellation requests for staff: open ones first, with the review, close and reject decisions. */
export function StaffCancellationList() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [status, setStatus] = useState<AccountCancellationStatus | null>(null);
  const { data, loading, refetch } = useQuery(StaffCancellationsQuery, {
    variables: { status },
    fetchPolicy: 'network-only',
  });
  const [decide, decision] = useMutation(StaffDecideCancellationMutation);
  const [confirmingClose, setConfirmingClose] = useState<string | null>(null);

  async function take(id: string, choice: AccountCancellationDecision): Promise<void> {
    setConfirmingClose(null);
    const result = await decide({ variables: { input: { id, decision: choice } } }).catch(() => undefined);
    const payload = result?.data?.decideAccountCancellation;
    if (!payload) return;
    for (const error of payload.userErrors) showToast(error.message, 'error');
    if (payload.userErrors.length === 0) showToast(t(`staff.cancellations.done.${choice}`), 'success');
    await refetch();
  }

  const requests = data?.accountCancellationRequests ?? [];
  return (
    <Stack gap="sm">
      <Group gap="xs" role="tablist">
        {filters.map((option) => (
          <Button
            key={option ?? 'OPEN'}
            role="tab"
            aria-selected={status === option}
            variant={status === option ? 'filled' : 'default'}
            onClick={() => setStatus(option)}
          >
            {t(`staff.cancellations.filters.${option ?? 'OPEN'}`)}
          </Button>
        ))}
      </Group>
      {!loading && requests.length === 0 && <Text c="dimmed">{t('staff.cancellations.empty')}</Text>}
      {requests.map((request) => (
        <Paper key={request.id} withBorder radius="md" p="sm" data-testid="cancellation-request">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text fw={600}>{request.userDisplayName}</Text>
              <Text size="xs" c="dimmed">
                {t('staff.cancellations.submittedAt', { time: formatDateTime(request.createdAt, locale) })}
              </Text>
            </Stack>
            <Badge variant="light">{t(`staff.cancellations.statuses.${request.status}`)}</Badge>
          </Group>
          <Text mt={4} style={{ whiteSpace: 'pre-wrap' }} c={request.reason ? undefined : 'dimmed'}>
            {request.reason ?? t('staff.cancellations.noReason')}
          </Text>
          <Group gap="xs" mt="xs">
            {(decisionsFrom[request.status] ?? []).map((choice) =>
              choice === 'CLOSE' && confirmingClose !== request.id ? (
                <Button key={choice} color="red" variant="light" onClick={() => setConfirmingClose(request.id)}>
                  {t('staff.cancellations.decisions.CLOSE')}
                </Button>
              ) : (
                <Button
                  key={choice}
                  color={choice === 'CLOSE' ? 'red' : undefined}
                  variant={choice === 'REJECT' ? 'default' : 'filled'}
                  loading={decision.loading}
                  onClick={() => void take(request.id, choice)}
                >
                  {t(
                    choice === 'CLOSE' ? 'staff.cancellations.confirmClose' : `staff.cancellations.decisions.${choice}`,
                  )}
                </Button>
              ),
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
