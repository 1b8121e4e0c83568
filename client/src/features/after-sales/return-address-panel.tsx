import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ReturnAddressPanelProps {
  request: {
    returnAddress?: string | null;
    returnDeadlineAt?: unknown;
    returnCarrier?: string | null;
    returnWaybillNumber?: string | null;
    returnShippedAt?: unknown;
  };
}

/** Where the goods go back to, by when, and (once sent) the buyer's carrier and waybill. */
export function ReturnAddressPanel({ request }: ReturnAddressPanelProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const time = (value: unknown) => new Date(value as string).toLocaleString(locale);
  return (
    <Paper withBorder radius="md" p="md" data-testid="after-sale-return">
      <Stack gap={6}>
        <Title order={2} size="h4">
          {t('afterSale.return.title')}
        </Title>
        <Text size="sm" data-testid="after-sale-return-address" style={{ whiteSpace: 'pre-line' }}>
          {request.returnAddress}
        </Text>
        {request.returnWaybillNumber ? (
          <Text size="sm" data-testid="after-sale-return-waybill">
            {t('afterSale.return.shipped', {
              carrier: t(`carriers.${request.returnCarrier ?? 'OTHER'}`),
              waybill: request.returnWaybillNumber,
              time: request.returnShippedAt ? time(request.returnShippedAt) : '—',
            })}
          </Text>
        ) : (
          Boolean(request.returnDeadlineAt) && (
            <Text size="sm" c="orange" data-testid="after-sale-return-deadline">
              {t('afterSale.return.deadline', { time: time(request.returnDeadlineAt) })}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}
