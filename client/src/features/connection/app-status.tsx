import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { registerServiceWorker } from '../pwa/service-worker';
import { UpdatePrompt } from '../pwa/update-prompt';
import { ConnectionBanner } from './connection-banner';
import { requestStatusLink } from './request-status-link';
import classes from './app-status.module.css';
import { useConnectionProblem } from './use-connection-problem';
import { useRecoveryRefetch } from './use-recovery-refetch';

let linkInstalled = false;

/**
 * The app's own state beside every page: the connection banner, the update prompt, and the service worker behind
 * it. Loaded after the first paint (app.tsx), so none of it weighs on the home route's first download.
 */
export default function AppStatus() {
  const client = useApolloClient();
  const problem = useConnectionProblem();
  useRecoveryRefetch(problem);

  useEffect(() => {
    registerServiceWorker();
    if (linkInstalled) return;
    linkInstalled = true;
    client.setLink(requestStatusLink.concat(client.link));
  }, [client]);

  return (
    <div className={classes.corner}>
      <ConnectionBanner problem={problem} />
      <UpdatePrompt />
    </div>
  );
}
