import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenChat } from './use-open-chat';

/** Opens the chat with this product as its context; a visitor logs in first. */
export function ChatWithSupportButton({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const openChat = useOpenChat();
  return (
    <Button variant="light" size="sm" onClick={() => openChat({ productId })}>
      {t('chat.withSupport')}
    </Button>
  );
}
