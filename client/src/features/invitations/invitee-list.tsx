import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../locale-format/format-date';

export interface InviteeRow {
  id: string;
  maskedName: string;
  joinedAt: string;
  rewarded: boolean;
}

/** Who signed up with the code, newest first, with whether their first order has rewarded the inviter. */
export function InviteeList(props: {
  invitees: InviteeRow[];
  totalCount: number;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invitations.inviteesTitle', { count: props.totalCount })}
        </Title>
        {props.invitees.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="invitees-empty">
            {t('invitations.noInvitees')}
          </Text>
        ) : (
          <Table data-testid="invitees" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invitations.inviteeName')}</Table.Th>
                <Table.Th>{t('invitations.joinedAt')}</Table.Th>
                <Table.Th>{t('invitations.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.invitees.map((invitee) => (
                <Table.Tr key={invitee.id} data-testid="invitee">
                  <Table.Td>{invitee.maskedName}</Table.Td>
                  <Table.Td>{formatDate(invitee.joinedAt, locale)}</Table.Td>
                  <Table.Td>
                    {invitee.rewarded ? (
                      <Badge color="teal" variant="light">
                        {t('invitations.rewarded')}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        {t('invitations.notYetRewarded')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {props.hasMore && (
          <Group justify="center">
            <Button variant="default" loading={props.loadingMore} onClick={props.onMore}>
              {t('invitations.more')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
