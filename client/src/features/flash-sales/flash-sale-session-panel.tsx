import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../locale-format/format-date-time';
import { FlashSaleCountdown } from './flash-sale-countdown';
import { FlashSaleItemCard } from './flash-sale-item-card';
import type { FlashSaleItemView, FlashSaleSessionView } from './flash-sale-model';
import { FlashSaleStateBadge } from './flash-sale-state-badge';

interface FlashSaleSessionPanelProps {
  session: FlashSaleSessionView;
  /** The reminder control (absent for a visitor or once the session has started). */
  reminder: ReactNode;
  onBuy: (item: FlashSaleItemView) => void;
}

/** The chosen session: its state, the countdown by the server's clock, the reminder and its parts. */
export function FlashSaleSessionPanel({ session, reminder, onBuy }: FlashSaleSessionPanelProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Stack gap="md" role="tabpanel" id="flash-sale-panel" aria-labelledby={`flash-sale-tab-${session.id}`}>
      <Paper withBorder radius="md" p="md" data-testid="flash-sale-session" data-session-id={session.id}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h4">
                {session.title}
              </Title>
              <FlashSaleStateBadge state={session.state} testId="flash-sale-session-state" />
            </Group>
            <Text size="sm" c="dimmed">
              {t('flashSales.window', {
                start: formatDateTime(session.startsAt, locale),
                end: formatDateTime(session.endsAt, locale),
              })}
            </Text>
          </Stack>
          <Group gap="sm" wrap="wrap">
            <FlashSaleCountdown session={session} />
            {reminder}
          </Group>
        </Group>
      </Paper>
      {session.items.length === 0 ? (
        <Text c="dimmed">{t('flashSales.noItems')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {session.items.map((item) => (
            <FlashSaleItemCard
              key={item.id}
              item={item}
              canBuy={session.state === 'ON_SALE' && item.state === 'ON_SALE' && item.myBought < item.perUserLimit}
              onBuy={onBuy}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
