import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginReturnState } from '../session/remembered-page';
import { useSession } from '../session/use-session';
import { chatWindow, type ChatContext } from './chat-launcher-store';

/** Opens the chat window; a visitor is sent to log in first and comes back to this page. */
export function useOpenChat(): (context?: ChatContext) => void {
  const { token } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (context?: ChatContext) => {
      if (!token) {
        void navigate('/login/login', { state: loginReturnState(location) });
        return;
      }
      chatWindow.open(context ?? null);
    },
    [token, location, navigate],
  );
}
