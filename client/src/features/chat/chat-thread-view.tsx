import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRole } from '../../gql/graphql';
import { CHAT_TEXT_MAX } from '@circuitmart/rules/text-limits';
import classes from './chat.module.css';
import type { ChatLine } from './use-chat-thread';

interface ChatThreadViewProps {
  lines: ChatLine[];
  myRole: ChatRole;
  hasOlder: boolean;
  onLoadOlder: () => void;
  otherTyping: boolean;
  /** Answers whether the text was sent (the composer clears then). */
  onSendText: (text: string) => Promise<boolean>;
  onSendImage: (file: File) => Promise<void>;
  onTyping: () => void;
  /** False when this side can no longer write (an agent's closed conversation). */
  canWrite?: boolean;
}

function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** ✓ delivered, ✓✓ read, for the sender's own lines. */
function Marks({ line }: { line: ChatLine }) {
  const { t } = useTranslation();
  if (line.readAt) {
    return (
      <span className={classes.marks} data-testid="chat-mark" aria-label={t('chat.read')} title={t('chat.read')}>
        ✓✓
      </span>
    );
  }
  if (line.deliveredAt) {
    return (
      <span
        className={classes.marks}
        data-testid="chat-mark"
        aria-label={t('chat.delivered')}
        title={t('chat.delivered')}
      >
        ✓
      </span>
    );
  }
  return null;
}

/** The lines of a conversation as bubbles (own on the right), the typing indicator and the composer. */
export function ChatThreadView(props: ChatThreadViewProps) {
  const { lines, myRole, hasOlder, onLoadOlder, otherTyping, onSendText, onSendImage, onTyping } = props;
  const canWrite = props.canWrite ?? true;
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const lastId = lines.at(-1)?.id;

  // Follows the newest line; loading older ones (which changes only the first) keeps the position.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId, otherTyping]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || sending) return;
    setSending(true);
    const sent = await onSendText(text);
    setSending(false);
    if (sent) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  }

  return (
    <div className={classes.thread}>
      <div className={classes.lines} ref={listRef} data-testid="chat-lines" aria-live="polite">
        {hasOlder && (
          <Button variant="subtle" size="xs" onClick={onLoadOlder}>
            {t('chat.loadOlder')}
          </Button>
        )}
        {lines.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {myRole === 'CUSTOMER' ? t('chat.emptyCustomer') : t('chat.emptyAgent')}
          </Text>
        )}
        {lines.map((line) =>
          line.role === 'SYSTEM' ? (
            <Text key={line.id} size="xs" c="dimmed" ta="center" className={classes.system}>
              {t(`chat.system.${line.systemEvent ?? 'CLAIMED'}`, { name: line.senderName })}
            </Text>
          ) : (
            <div
              key={line.id}
              className={line.role === myRole ? classes.own : classes.theirs}
              data-testid={line.role === myRole ? 'chat-own' : 'chat-theirs'}
            >
              <div className={classes.bubble}>
                {line.role !== myRole && (
                  <Text size="xs" fw={600}>
                    {line.senderName}
                  </Text>
                )}
                {line.imageUrl ? (
                  <a href={line.imageUrl} target="_blank" rel="noreferrer">
                    <img src={line.imageUrl} alt={t('chat.image')} className={classes.image} />
                  </a>
                ) : (
                  <Text size="sm" className={classes.text}>
                    {line.text}
                  </Text>
                )}
                <Group gap={4} justify="flex-end">
                  <Text size="xs" c="dimmed">
                    {formatTime(line.createdAt, locale)}
                  </Text>
                  {line.role === myRole && <Marks line={line} />}
                </Group>
              </div>
            </div>
          ),
        )}
        {otherTyping && (
          <Text size="xs" c="dimmed" data-testid="chat-typing">
            {t(myRole === 'CUSTOMER' ? 'chat.agentTyping' : 'chat.customerTyping')}
          </Text>
        )}
      </div>
      {canWrite && (
        <form onSubmit={(event) => void submit(event)} className={classes.composer}>
          <Stack gap={4}>
            <Textarea
              aria-label={t('chat.messageLabel')}
              placeholder={t('chat.placeholder')}
              value={draft}
              maxLength={CHAT_TEXT_MAX}
              autosize
              minRows={1}
              maxRows={4}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                onTyping();
              }}
              onKeyDown={onKeyDown}
            />
            <Group justify="space-between" gap="xs">
              <input
                ref={fileRef}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                data-testid="chat-image-input"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.value = '';
                  if (file) void onSendImage(file);
                }}
              />
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('chat.sendImage')}
                onClick={() => fileRef.current?.click()}
              >
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden
                >
                  <rect x="3" y="5" width="18" height="14" rx="2" />
                  <circle cx="9" cy="10" r="1.5" />
                  <path d="m21 16-5-5-8 8" />
                </svg>
              </ActionIcon>
              <Button type="submit" size="sm" loading={sending} disabled={!draft.trim()}>
                {t('chat.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </div>
  );
}
