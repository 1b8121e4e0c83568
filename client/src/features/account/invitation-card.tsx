import { Anchor, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { showToast } from '../toast/show-toast';
import { invitationPath } from './invitation-link';

export const InvitationCardFragment = graphql(`
  fragment InvitationCard_viewer on Viewer {
    id
    inviteCode
  }
`);

/** The clipboard can be refused (no permission, an insecure origin); then the person copies by hand. */
async function copyToClipboard(text: string, t: TFunction): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(t('accountHome.copied'), 'success');
  } catch {
    showToast(t('accountHome.copyFailed'), 'error');
  }
}

/** The user's own invitation code and a sign-up link that fills it in for the invited friend. */
export function InvitationCard(props: { viewer: FragmentType<typeof InvitationCardFragment> }) {
  const { t } = useTranslation();
  const { inviteCode } = getFragmentData(InvitationCardFragment, props.viewer);
  const path = invitationPath(inviteCode);
  const link = `${window.location.origin}${path}`;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('accountHome.invitationTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('accountHome.invitationHint')}
        </Text>
        <Group gap="xs" justify="space-between">
          <Text size="sm">
            {t('accountHome.myInviteCode')}{' '}
            <Code fz="md" data-testid="invite-code">
              {inviteCode}
            </Code>
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void copyToClipboard(inviteCode, t)}>
            {t('accountHome.copyCode')}
          </Button>
        </Group>
        <Group gap="xs" justify="space-between" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text size="sm">{t('accountHome.shareLink')}</Text>
            <Anchor component={Link} to={path} size="sm" data-testid="invite-link" style={{ overflowWrap: 'anywhere' }}>
              {link}
            </Anchor>
          </Stack>
          <Button size="compact-sm" variant="light" onClick={() => void copyToClipboard(link, t)}>
            {t('accountHome.copyLink')}
          </Button>
        </Group>
        <Button component={Link} to="/user/invite" variant="filled" data-testid="open-invite-page">
          {t('invitations.openPage')}
        </Button>
      </Stack>
    </Paper>
  );
}
