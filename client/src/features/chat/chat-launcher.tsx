import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loadPageTranslations } from '../../i18n/i18n';
import { useSession } from '../session/use-session';
import { useChatWindowState } from './chat-launcher-store';
import classes from './chat-launcher.module.css';
import { useOpenChat } from './use-open-chat';

/**
 * The window's code (and its operations) downloads on the first click, never with the page; with the page
 * translations too, which the home page has not loaded (it showed its keys there).
 */
const ChatWindow = lazy(async () => (await Promise.all([import('./chat-window'), loadPageTranslations()]))[0]);

/** The floating "chat with support" button of every page, and the chat window it opens. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { pathname } = useLocation();
  const { open, context } = useChatWindowState();
  const openChat = useOpenChat();
  // Staff answer chats in their console; the launcher would only cover it.
  if (pathname.startsWith('/admin')) return null;
  return (
    <>
      {!(open && token) && (
        <button type="button" className={classes.launcher} onClick={() => openChat()} aria-label={t('header.openChat')}>
          <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            <path d="M4 5h16v11H8l-4 4z" />
            <path d="M8 9h8M8 12h5" />
          </svg>
        </button>
      )}
      {open && token && (
        <Suspense fallback={null}>
          <ChatWindow context={context} />
        </Suspense>
      )}
    </>
  );
}
