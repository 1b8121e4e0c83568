import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatMoneyFen } from '../money/format-money';
import { AfterSaleSummaryFragment } from './after-sale-operations';
import { statusColor } from './after-sale-tabs';

/** One request in the list: service and order number, type, state, amount and date; opens the detail. */
export function AfterSaleCard(props: { request: FragmentType<typeof AfterSaleSummaryFragment> }) {
  const request = getFragmentData(AfterSaleSummaryFragment, props.request);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Paper withBorder radius="md" p="md" data-testid="after-sale-card" data-request-id={request.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor
            component={Link}
            to={`/user/refund/details?id=${request.id}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('afterSale.serviceNumber', { number: request.serviceNumber })}
          </Anchor>
          <Badge color={statusColor(request.status)} data-testid="after-sale-status">
            {t(`afterSale.status.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('afterSale.orderNumber', { number: request.orderNumber })}
        </Text>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">{t(`afterSale.types.${request.type}`)}</Text>
          <Text size="sm" ff="monospace" c="teal">
            {formatMoneyFen(BigInt(request.refundFen), locale)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {new Date(request.createdAt as string).toLocaleString(locale)}
        </Text>
      </Stack>
    </Paper>
  );
}
