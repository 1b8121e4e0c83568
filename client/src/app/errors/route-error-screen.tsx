import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';
import { errorMessage } from './error-message';

/** The router's error element: a failed page chunk, loader or render lands here. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => console.error(error), [error]);
  return <ErrorScreen message={errorMessage(error)} onClear={() => void navigate('/')} />;
}
