import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { updateConnectionStatus } from './connection-status';
import type { ConnectionProblem } from './use-connection-problem';

/** The waits between two health checks while the server does not answer: doubling from 2 s up to 30 s. */
const FIRST_CHECK_WAIT_MS = 2000;
const MAX_CHECK_WAIT_MS = 30_000;

/**
 * While requests fail without an answer, asks the server's health check with growing waits; once the browser is
 * online again or the server answers, refetches every query on screen, so no page keeps a failure or stale data.
 * A returning subscription socket refetches by itself (apollo-client.ts).
 */
export function useRecoveryRefetch(problem: ConnectionProblem | null): void {
  const client = useApolloClient();
  const previous = useRef(problem);

  useEffect(() => {
    const recovered = (previous.current === 'offline' || previous.current === 'unreachable') && problem === null;
    previous.current = problem;
    if (recovered) void client.refetchQueries({ include: 'active' });
  }, [client, problem]);

  useEffect(() => {
    if (problem !== 'unreachable') return undefined;
    let wait = FIRST_CHECK_WAIT_MS;
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      const answered = await fetch('/healthz', { cache: 'no-store' }).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) {
        updateConnectionStatus({ serverUnreachable: false });
        return;
      }
      wait = Math.min(wait * 2, MAX_CHECK_WAIT_MS);
      timer = setTimeout(() => void check(), wait);
    };
    timer = setTimeout(() => void check(), wait);
    return () => clearTimeout(timer);
  }, [problem]);
}
