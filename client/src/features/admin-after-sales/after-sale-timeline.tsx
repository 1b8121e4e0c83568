import { Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminAfterSaleDetailQuery } from '../../gql/graphql';
import { formatDateTime } from '../locale-format/format-date-time';

type AfterSaleEvent = NonNullable<AdminAfterSaleDetailQuery['afterSaleRequest']>['timeline'][number];

/** Every step of the request, oldest first: when, what, who (buyer, staff or the system) and any note. */
export function AfterSaleTimeline({ events }: { events: readonly AfterSaleEvent[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('adminAfterSale.timeline')}
      </Title>
      <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} data-testid="after-sale-timeline">
        {events.map((event, index) => (
          <Timeline.Item
            key={`${event.at}-${index}`}
            title={t(`adminAfterSale.actions.${event.action}`)}
            data-testid="after-sale-timeline-entry"
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(event.at, locale)} · {t(`adminAfterSale.actors.${event.actorKind}`)}
              {event.toStatus && event.toStatus !== event.fromStatus
                ? ` · ${t(`adminAfterSale.statuses.${event.toStatus}`)}`
                : ''}
            </Text>
            {event.note && <Text size="sm">{event.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
