import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole seconds left until `expiresAt`, never below zero. */
export function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
}

/** "mm:ss" of a number of seconds (the window is 30 minutes, so minutes never need hours). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds left of the payment window, ticking every second. */
export function useSecondsLeft(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return secondsLeft(expiresAt, now);
}

/** The visible 30-minute countdown of the cashier (spec §4, §9). */
export function PaymentCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <Text fw={600} c={seconds > 0 ? 'red' : 'dimmed'} data-testid="payment-countdown" role="timer">
      {seconds > 0 ? t('payments.countdown', { time: formatCountdown(seconds) }) : t('payments.expired')}
    </Text>
  );
}
