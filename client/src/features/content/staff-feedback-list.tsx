import { REPLY_MAX_CHARACTERS } from '@circuitmart/rules/feedback-rules';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { formatDate } from '../locale-format/format-date';
import { showToast } from '../toast/show-toast';

const StaffFeedbackQuery = graphql(`
  query StaffFeedback {
    staffFeedback(first: 100) {
      id
      type
      content
      contact
      screenshotUrls
      createdAt
      reply
    }
  }
`);

const ReplyToFeedbackMutation = graphql(`
  mutation ReplyToFeedback($input: ReplyToFeedbackInput!) {
    replyToFeedback(input: $input) {
      feedback {
        id
        reply
      }
      userErrors {
        code
        message
      }
    }
  }
`);

function ReplyForm({ id, onSent }: { id: string; onSent: () => void }) {
  const { t } = useTranslation();
  const [reply, setReply] = useState('');
  const [send, { loading }] = useMutation(ReplyToFeedbackMutation);
  async function submit(): Promise<void> {
    const result = await send({ variables: { input: { id, reply } } }).catch(() => undefined);
    const payload = result?.data?.replyToFeedback;
    if (!payload) return;
    for (const error of payload.userErrors) showToast(error.message, 'error');
    if (payload.userErrors.length === 0) {
      showToast(t('content.admin.replied'), 'success');
      onSent();
    }
  }
  return (
    <Group align="flex-end" gap="xs">
      <Textarea
        label={t('content.admin.replyLabel')}
        value={reply}
        maxLength={REPLY_MAX_CHARACTERS}
        autosize
        style={{ flex: 1 }}
        onChange={(event) => setReply(event.currentTarget.value)}
      />
      <Button onClick={() => void submit()} loading={loading}>
        {t('content.admin.sendReply')}
      </Button>
    </Group>
  );
}

/** Users' feedback, unanswered first, with a reply box; user texts are escaped by React. */
export function StaffFeedbackList() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, refetch } = useQuery(StaffFeedbackQuery, { fetchPolicy: 'network-only' });
  return (
    <Stack gap="sm">
      {data?.staffFeedback.length === 0 && <Text c="dimmed">{t('content.empty')}</Text>}
      {data?.staffFeedback.map((feedback) => (
        <Paper key={feedback.id} withBorder radius="md" p="sm">
          <Group justify="space-between" mb={4}>
            <Badge variant="light">{t(`content.feedback.types.${feedback.type}`)}</Badge>
            <Text size="xs" c="dimmed">
              {formatDate(feedback.createdAt, locale)} {feedback.contact}
            </Text>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{feedback.content}</Text>
          <Group gap="xs" mt={4}>
            {feedback.screenshotUrls.map((url, index) => (
              <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                {t('content.history.screenshot', { number: index + 1 })}
              </a>
            ))}
          </Group>
          {feedback.reply ? (
            <Text size="sm" mt="xs" c="teal" style={{ whiteSpace: 'pre-wrap' }}>
              {feedback.reply}
            </Text>
          ) : (
            <ReplyForm id={feedback.id} onSent={() => void refetch()} />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
