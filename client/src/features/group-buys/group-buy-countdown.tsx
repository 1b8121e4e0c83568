import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../payments/payment-countdown';

/** "h:mm:ss" of a number of seconds (a group may have up to seven days, so hours may pass 24). */
export function formatHours(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Time left until a group's deadline, ticking every second. */
export function GroupBuyCountdown({ deadlineAt }: { deadlineAt: string }) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(deadlineAt);
  return (
    <Text fw={600} c={seconds > 0 ? 'red' : 'dimmed'} role="timer" data-testid="group-buy-countdown">
      {seconds > 0 ? t('groupBuys.timeLeft', { time: formatHours(seconds) }) : t('groupBuys.timeUp')}
    </Text>
  );
}
