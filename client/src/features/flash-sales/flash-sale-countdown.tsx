import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countdownTarget, type FlashSaleSessionView } from './flash-sale-model';
import { formatSpan, msUntil } from './server-clock';
import { useServerNow } from './use-server-clock';

/**
 * "Starts in hh:mm:ss" / "Ends in hh:mm:ss" by the server's clock. The state itself changes only when the server
 * says so (a push), so a countdown at zero waits for it rather than guessing.
 */
export function FlashSaleCountdown({
  session,
}: {
  session: Pick<FlashSaleSessionView, 'state' | 'startsAt' | 'endsAt'>;
}) {
  const { t } = useTranslation();
  const now = useServerNow();
  const target = countdownTarget(session);
  if (!target) return null;
  const time = now === null ? '--:--:--' : formatSpan(msUntil(target.atMs, now));
  return (
    <Text
      fw={700}
      ff="monospace"
      role="timer"
      data-testid="flash-sale-countdown"
      c={target.kind === 'endsIn' ? 'red' : undefined}
    >
      {t(`flashSales.countdown.${target.kind}`, { time })}
    </Text>
  );
}
