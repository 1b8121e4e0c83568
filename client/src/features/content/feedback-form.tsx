import { FEEDBACK_CONTACT_MAX } from '@circuitmart/rules/text-limits';
import {
  characterCount,
  FEEDBACK_MAX_CHARACTERS,
  FEEDBACK_MAX_SCREENSHOTS,
  feedbackContactProblem,
  feedbackContentProblem,
  screenshotCountProblem,
  type FeedbackRuleCode,
} from '@circuitmart/rules/feedback-rules';
import { Anchor, Button, Group, NativeSelect, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { FeedbackType } from '../../gql/graphql';
import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';
import { showToast } from '../toast/show-toast';

/** The rules and messages are the server's (@circuitmart/rules/feedback-rules); the messages load as `rules.<code>`. */
type FeedbackErrorKey = `rules.${FeedbackRuleCode}`;
const keyOf = (code: FeedbackRuleCode | null): FeedbackErrorKey | undefined =>
  code === null ? undefined : `rules.${code}`;
const validateFeedbackContent = (content: string) => keyOf(feedbackContentProblem(content.trim()));
const validateFeedbackContact = (contact: string) => keyOf(feedbackContactProblem(contact));
const validateScreenshotCount = (count: number) => keyOf(screenshotCountProblem(count));

const feedbackTypes = ['BUG', 'SUGGESTION', 'ORDER', 'OTHER'] as const satisfies readonly FeedbackType[];
const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp';

interface Errors {
  content?: FeedbackErrorKey | undefined;
  contact?: FeedbackErrorKey | undefined;
  screenshots?: FeedbackErrorKey | undefined;
}

/** The façade route takes the screenshots with the text in one multipart request. */
async function sendFeedback(type: FeedbackType, content: string, contact: string, screenshots: File[]) {
  const form = new FormData();
  form.append('type', type.toLowerCase());
  form.append('content', content);
  if (contact) form.append('contact', contact);
  for (const file of screenshots) form.append('screenshots', file);
  const response = await fetch('/api/feedback/submit', {
    method: 'POST',
    body: form,
    headers: { 'user-token': getSessionToken(), lang: currentLocale() },
  });
  return (await response.json()) as { code: number; msg: string };
}

/** Spec §2 `/home/yjfk` and §5: type, content (required, ≤300, no emoji), ≤6 screenshots, contact without Chinese. */
export function FeedbackForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<FeedbackType>('SUGGESTION');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [screenshots, setScreenshots] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const params = { max: FEEDBACK_MAX_CHARACTERS };
  const screenshotParams = { max: FEEDBACK_MAX_SCREENSHOTS };

  function addScreenshots(files: FileList | null): void {
    const next = [...screenshots, ...(files ? [...files] : [])];
    setErrors((previous) => ({ ...previous, screenshots: validateScreenshotCount(next.length) }));
    setScreenshots(next.slice(0, FEEDBACK_MAX_SCREENSHOTS));
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const found: Errors = {
      content: validateFeedbackContent(content),
      contact: validateFeedbackContact(contact),
      screenshots: validateScreenshotCount(screenshots.length),
    };
    setErrors(found);
    if (found.content || found.contact || found.screenshots) return;
    setSending(true);
    try {
      const answer = await sendFeedback(type, content.trim(), contact.trim(), screenshots);
      if (answer.code === 1) {
        showToast(t('content.feedback.sent'), 'success');
        await navigate('/home/fkjl');
      } else {
        showToast(answer.msg, 'error');
      }
    } catch {
      showToast(t('content.feedback.failed'), 'error');
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="md" maw={640}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('content.feedback.title')}
        </Title>
        <Anchor component={Link} to="/home/fkjl">
          {t('content.feedback.history')}
        </Anchor>
      </Group>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <NativeSelect
            label={t('content.feedback.type')}
            value={type}
            onChange={(event) => setType(event.currentTarget.value as FeedbackType)}
            data={feedbackTypes.map((value) => ({ value, label: t(`content.feedback.types.${value}`) }))}
          />
          <Textarea
            label={t('content.feedback.content')}
            placeholder={t('content.feedback.contentPlaceholder')}
            required
            autosize
            minRows={4}
            value={content}
            onChange={(event) => setContent(event.currentTarget.value)}
            error={errors.content && t(errors.content, params)}
            description={`${characterCount(content.trim())}/${FEEDBACK_MAX_CHARACTERS}`}
          />
          <Stack gap={4}>
            <Text component="label" htmlFor="feedback-screenshots" size="sm" fw={500}>
              {t('content.feedback.screenshots', screenshotParams)}
            </Text>
            <input
              id="feedback-screenshots"
              ref={fileInput}
              type="file"
              accept={ACCEPTED_IMAGES}
              multiple
              onChange={(event) => addScreenshots(event.currentTarget.files)}
            />
            {screenshots.map((file, index) => (
              <Group key={`${file.name}-${index}`} gap="xs">
                <Text size="sm">{file.name}</Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => setScreenshots(screenshots.filter((_, other) => other !== index))}
                >
                  {t('content.feedback.removeScreenshot', { name: file.name })}
                </Button>
              </Group>
            ))}
            {errors.screenshots && (
              <Text c="red" size="xs">
                {t(errors.screenshots, screenshotParams)}
              </Text>
            )}
          </Stack>
          <TextInput
            label={t('content.feedback.contact')}
            placeholder={t('content.feedback.contactPlaceholder')}
            value={contact}
            maxLength={FEEDBACK_CONTACT_MAX}
            onChange={(event) => setContact(event.currentTarget.value)}
            error={errors.contact && t(errors.contact)}
          />
          <Button type="submit" loading={sending}>
            {t('content.feedback.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
