import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useLogout } from '../session/use-logout';
import { showToast } from '../toast/show-toast';
import { SessionCard } from './session-card';

const AccountSecurityQuery = graphql(`
  query AccountSecurity {
    mySessions {
      id
      current
      ...SessionCard_sessionInfo
    }
  }
`);

const RevokeOtherSessionsMutation = graphql(`
  mutation RevokeOtherSessions {
    revokeOtherSessions {
      revokedCount
      userErrors {
        code
        message
        field
      }
    }
  }
`);

/** Account security (issue 3): the devices signed in to the account, ending the others, and logging out here. */
export function AccountSecurity() {
  const { t } = useTranslation();
  const logout = useLogout();
  // Always asked again: "last seen" moves on and another device may have signed in since the last visit.
  const { data, loading, refetch } = useQuery(AccountSecurityQuery, { fetchPolicy: 'cache-and-network' });
  const [revokeOtherSessions, { loading: revoking }] = useMutation(RevokeOtherSessionsMutation);
  const sessions = data?.mySessions ?? [];
  const otherDeviceCount = sessions.filter((session) => !session.current).length;

  async function logOutOtherDevices(): Promise<void> {
    // A failed request was already toasted by the error link.
    const result = await revokeOtherSessions().catch(() => undefined);
    const payload = result?.data?.revokeOtherSessions;
    if (!payload) return;
    for (const { message } of payload.userErrors) showToast(message, 'error');
    if (payload.userErrors.length === 0) {
      showToast(t('accountHome.otherDevicesLoggedOut', { number: payload.revokedCount ?? 0 }), 'success');
    }
    await refetch().catch(() => undefined);
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('accountHome.securityTitle')}
        </Title>
        <Text fw={600} size="sm">
          {t('accountHome.sessionsTitle')}
        </Text>
        {loading && !data ? (
          <Skeleton h={88} aria-busy="true" />
        ) : (
          <Stack gap="xs" data-testid="session-list">
            {sessions.map((session) => (
              <SessionCard key={session.id} session={session} />
            ))}
          </Stack>
        )}
        {data && otherDeviceCount === 0 && (
          <Text size="sm" c="dimmed">
            {t('accountHome.noOtherDevices')}
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="light"
            color="red"
            loading={revoking}
            disabled={otherDeviceCount === 0}
            onClick={() => void logOutOtherDevices()}
          >
            {t('accountHome.logOutOtherDevices')}
          </Button>
          <Button variant="default" onClick={() => void logout()}>
            {t('account.logOut')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
