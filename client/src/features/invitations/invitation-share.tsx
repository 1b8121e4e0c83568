import { Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { copyText } from './copy-text';

/** The user's code and sign-up link, each with a copy button, and the two counts. */
export function InvitationShare(props: { code: string; link: string; invitedCount: number; rewardedCount: number }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invitations.shareTitle')}
        </Title>
        <Group gap="xs" justify="space-between">
          <Text size="sm">
            {t('invitations.myCode')}{' '}
            <Code fz="lg" data-testid="invitation-code">
              {props.code}
            </Code>
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void copyText(props.code, t)}>
            {t('invitations.copyCode')}
          </Button>
        </Group>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('invitations.link')}
            value={props.link}
            readOnly
            style={{ flex: 1 }}
            data-testid="invitation-link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="light" onClick={() => void copyText(props.link, t)}>
            {t('invitations.copyLink')}
          </Button>
        </Group>
        <Group gap="xl">
          <Text size="sm" data-testid="invited-count">
            {t('invitations.invitedCount', { count: props.invitedCount })}
          </Text>
          <Text size="sm" data-testid="rewarded-count">
            {t('invitations.rewardedCount', { count: props.rewardedCount })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
