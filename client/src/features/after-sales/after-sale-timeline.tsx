import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AfterSaleEventView } from './after-sale-views';

/** Every event of the request, oldest first: when, who (buyer, staff or the system), what and its note. */
export function AfterSaleTimeline({ events }: { events: readonly AfterSaleEventView[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} data-testid="after-sale-timeline">
      {events.map((event, index) => (
        <Timeline.Item
          key={index}
          data-testid="after-sale-event"
          title={
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {t(`afterSale.actions.${event.action}`)}
              </Text>
              {event.toStatus && event.toStatus !== event.fromStatus && (
                <Badge size="xs" variant="light">
                  {t(`afterSale.status.${event.toStatus}`)}
                </Badge>
              )}
            </Group>
          }
        >
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {new Date(event.at as string).toLocaleString(locale)} · {t(`afterSale.actors.${event.actorKind}`)}
            </Text>
            {event.note && <Text size="sm">{event.note}</Text>}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
