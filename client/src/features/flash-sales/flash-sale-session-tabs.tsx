import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayOffset, type FlashSaleSessionView } from './flash-sale-model';
import { useServerNow } from './use-server-clock';

interface FlashSaleSessionTabsProps {
  sessions: readonly FlashSaleSessionView[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * One tab per session, labelled with its start time (and its day when it is not today by the server's clock) and
 * its state. Buttons as tabs (as the message center does), scrolling sideways on a phone.
 */
export function FlashSaleSessionTabs({ sessions, selectedId, onSelect }: FlashSaleSessionTabsProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const now = useServerNow();
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });

  function dayLabel(startsAt: string): string {
    const offset = now === null ? 0 : dayOffset(startsAt, now);
    if (offset === 0) return t('flashSales.today');
    if (offset === 1) return t('flashSales.tomorrow');
    return day.format(new Date(startsAt));
  }

  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group gap="xs" wrap="nowrap" role="tablist" aria-label={t('flashSales.sessions')}>
        {sessions.map((session) => {
          const selected = session.id === selectedId;
          return (
            <Button
              key={session.id}
              role="tab"
              id={`flash-sale-tab-${session.id}`}
              aria-selected={selected}
              aria-controls="flash-sale-panel"
              variant={selected ? 'filled' : 'default'}
              color="red"
              h="auto"
              py={6}
              // In a row that scrolls sideways on a phone: a tab keeps its width instead of squeezing its label.
              style={{ flexShrink: 0 }}
              onClick={() => onSelect(session.id)}
              data-testid="flash-sale-tab"
              data-state={session.state}
            >
              <Stack gap={0} align="center">
                <Text fw={800} ff="monospace" inherit>
                  {time.format(new Date(session.startsAt))}
                </Text>
                <Text size="xs" inherit>
                  {dayLabel(session.startsAt)} · {t(`flashSales.states.${session.state}`)}
                </Text>
              </Stack>
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
