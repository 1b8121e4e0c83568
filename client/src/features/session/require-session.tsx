import { Navigate, Outlet, useLocation } from 'react-router';
import { loginReturnState } from './remembered-page';
import { useSession } from './use-session';

/**
 * The pages spec §2 marks "login required" render inside this route: a visitor without a session goes to
 * the login page (history replaced) and comes back here after logging in.
 */
export function RequireSession() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/login/login" replace state={loginReturnState(location)} />;
  return <Outlet />;
}
