import { useMutation } from '@apollo/client/react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { AccountCancellationStatus } from '../../gql/graphql';
import { showToast } from '../toast/show-toast';
import { SettingsSection } from './settings-section';

const RequestAccountCancellationMutation = graphql(`
  mutation RequestAccountCancellation($input: RequestAccountCancellationInput!) {
    requestAccountCancellation(input: $input) {
      request {
        id
        status
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const WithdrawAccountCancellationMutation = graphql(`
  mutation WithdrawAccountCancellation($id: ID!) {
    withdrawAccountCancellation(id: $id) {
      request {
        id
        status
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const OPEN: AccountCancellationStatus[] = ['SUBMITTED', 'UNDER_REVIEW'];
const REASON_MAX_LENGTH = 300;

interface AccountCancellationSectionProps {
  request: { id: string; status: AccountCancellationStatus } | null;
  onChanged: () => void;
}

/** Spec §4: a cancellation request reviewed by staff; the page says what is deleted and what is kept. */
export function AccountCancellationSection({ request, onChanged }: AccountCancellationSectionProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [requestCancellation, requestState] = useMutation(RequestAccountCancellationMutation);
  const [withdrawCancellation, withdrawState] = useMutation(WithdrawAccountCancellationMutation);

  async function submit(): Promise<void> {
    const result = await requestCancellation({ variables: { input: { reason } } }).catch(() => undefined);
    const payload = result?.data?.requestAccountCancellation;
    if (!payload) return;
    for (const { message } of payload.userErrors) showToast(message);
    if (payload.request) {
      showToast(t('security.cancellationRequested'), 'success');
      onChanged();
    }
  }

  async function withdraw(id: string): Promise<void> {
    const result = await withdrawCancellation({ variables: { id } }).catch(() => undefined);
    const payload = result?.data?.withdrawAccountCancellation;
    if (!payload) return;
    for (const { message } of payload.userErrors) showToast(message);
    if (payload.request) onChanged();
  }

  const open = request && OPEN.includes(request.status);
  return (
    <SettingsSection id="security-cancellation" title={t('security.cancellationTitle')}>
      <Text size="sm">{t('security.cancellationProcess')}</Text>
      <Text size="sm" component="ul" m={0}>
        <li>{t('security.cancellationDeleted')}</li>
        <li>{t('security.cancellationKept')}</li>
      </Text>
      {request && (
        <Text fw={600} data-testid="cancellation-status">
          {t('security.cancellationStatus', { status: t(`security.cancellationStatuses.${request.status}`) })}
        </Text>
      )}
      {open ? (
        request.status === 'SUBMITTED' && (
          <Group>
            <Button variant="default" loading={withdrawState.loading} onClick={() => void withdraw(request.id)}>
              {t('security.withdrawCancellation')}
            </Button>
          </Group>
        )
      ) : (
        <>
          <TextInput
            label={t('security.cancellationReason')}
            maxLength={REASON_MAX_LENGTH}
            maw={420}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group>
            <Button color="red" variant="light" loading={requestState.loading} onClick={() => void submit()}>
              {t('security.requestCancellation')}
            </Button>
          </Group>
        </>
      )}
    </SettingsSection>
  );
}
