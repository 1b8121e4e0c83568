import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectionProblem } from './use-connection-problem';

/**
 * A note while the shop cannot be reached or live updates are paused. It is a status region that is always there,
 * so screen readers hear the note appear and go.
 */
export function ConnectionBanner({ problem }: { problem: ConnectionProblem | null }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="connection-status">
      {problem && (
        <Alert
          color={problem === 'offline' ? 'gray' : 'yellow'}
          py={6}
          icon={problem === 'offline' ? undefined : <Loader size="xs" color="yellow" />}
        >
          {t(`connection.${problem}`)}
        </Alert>
      )}
    </div>
  );
}
