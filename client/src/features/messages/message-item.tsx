import { useMutation } from '@apollo/client/react';
import { Anchor, Box, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { UnreadMessageCountsQuery } from './unread-message-counts';

export const MessageItemFragment = graphql(`
  fragment MessageItem_message on Message {
    id
    kind
    title
    body
    link
    createdAt
    readAt
  }
`);

const MarkMessageReadMutation = graphql(`
  mutation MarkMessageRead($input: MarkMessageReadInput!) {
    markMessageRead(input: $input) {
      message {
        id
        readAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);

interface MessageItemProps {
  message: FragmentType<typeof MessageItemFragment>;
  opened: boolean;
  onToggle: () => void;
  onDelete: (id: string) => void;
}

/** One message: its title and time; opened, its text and link. Opening an unread one marks it read. */
export function MessageItem({ message: messageRef, opened, onToggle, onDelete }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const message = getFragmentData(MessageItemFragment, messageRef);
  const [markRead] = useMutation(MarkMessageReadMutation, { refetchQueries: [UnreadMessageCountsQuery] });
  const unread = message.readAt === null;

  function toggle(): void {
    // A failure was already toasted by the error link; the message simply stays unread.
    if (!opened && unread) markRead({ variables: { input: { id: message.id } } }).catch(() => undefined);
    onToggle();
  }

  return (
    <Paper withBorder p="sm" radius="md" data-testid="message-item" data-unread={unread}>
      <UnstyledButton onClick={toggle} aria-expanded={opened} w="100%">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {unread && (
              <Box
                component="span"
                w={8}
                h={8}
                bg="red"
                style={{ borderRadius: '50%', flex: 'none' }}
                aria-label={t('messages.unread')}
              />
            )}
            <Text fw={unread ? 700 : 400} truncate>
              {message.title}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
            {formatDateTime(message.createdAt, i18n.resolvedLanguage ?? i18n.language)}
          </Text>
        </Group>
      </UnstyledButton>
      {opened && (
        <Stack gap="xs" mt="sm">
          {/* Plain text from the server: React escapes it; line breaks are kept. */}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-body">
            {message.body}
          </Text>
          <Group justify="space-between">
            {message.link?.startsWith('/') ? (
              <Anchor component={Link} to={message.link} size="sm">
                {t('messages.openLink')}
              </Anchor>
            ) : (
              <span />
            )}
            <Button variant="subtle" color="red" size="xs" onClick={() => onDelete(message.id)}>
              {t('messages.delete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
