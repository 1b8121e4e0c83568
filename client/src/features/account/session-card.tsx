import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { summarizeUserAgent } from './device-summary';

export const SessionCardFragment = graphql(`
  fragment SessionCard_sessionInfo on SessionInfo {
    id
    createdAt
    lastSeenAt
    userAgent
    ip
    current
  }
`);

function useDeviceName(userAgent: string | null): string {
  const { t } = useTranslation();
  const { browser, os } = summarizeUserAgent(userAgent);
  if (browser && os) return t('accountHome.deviceOn', { browser, os });
  return browser ?? os ?? t('accountHome.unknownDevice');
}

/** One signed-in device: what it is, where from, since when and when it was last used. */
export function SessionCard(props: { session: FragmentType<typeof SessionCardFragment> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const session = getFragmentData(SessionCardFragment, props.session);
  const deviceName = useDeviceName(session.userAgent);
  return (
    <Card withBorder padding="sm" radius="md" data-testid="session-card" data-current={session.current}>
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600}>{deviceName}</Text>
          {session.current && (
            <Badge size="sm" color="teal" variant="light">
              {t('accountHome.thisDevice')}
            </Badge>
          )}
        </Group>
        {session.ip && (
          <Text size="sm" c="dimmed">
            {t('accountHome.ipAddress', { ip: session.ip })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('accountHome.signedInAt', { time: formatDateTime(session.createdAt, locale) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('accountHome.lastSeenAt', { time: formatDateTime(session.lastSeenAt, locale) })}
        </Text>
      </Stack>
    </Card>
  );
}
