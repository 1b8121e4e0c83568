import { useMutation } from '@apollo/client/react';
import { carrierCodes, waybillProblem } from '@circuitmart/rules/carriers';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportOutcome } from '../staff/report-outcome';
import { AFTER_SALE_REFRESH, AdminShipAfterSaleReplacementMutation } from './admin-after-sales-operations';

/** Ships the replacement of an exchange or replenishment: a carrier of the list and a waybill in its format. */
export function ReplacementShipForm({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const [carrier, setCarrier] = useState<string>(carrierCodes[0]!);
  const [waybill, setWaybill] = useState('');
  const [ship, shipping] = useMutation(AdminShipAfterSaleReplacementMutation, AFTER_SALE_REFRESH);
  const trimmed = waybill.trim();
  // The server applies the same rule; checking first saves a round trip and shows the carrier's own format.
  const problem = trimmed ? waybillProblem(carrier, trimmed) : null;

  return (
    <Group align="flex-start" gap="xs" data-testid="after-sale-ship-replacement">
      <NativeSelect
        label={t('adminAfterSale.carrier')}
        value={carrier}
        onChange={(event) => setCarrier(event.currentTarget.value)}
        data={carrierCodes.map((code) => ({ value: code, label: t(`carriers.${code}`, { defaultValue: code }) }))}
      />
      <TextInput
        label={t('adminAfterSale.waybillNumber')}
        value={waybill}
        maxLength={40}
        onChange={(event) => setWaybill(event.currentTarget.value)}
        error={problem ? t(`rules.${problem}`) : null}
      />
      <Button
        mt={24}
        loading={shipping.loading}
        disabled={!trimmed || !!problem}
        onClick={async () => {
          const result = await ship({
            variables: { input: { id: requestId, carrier, waybillNumber: trimmed } },
          }).catch(() => null);
          if (
            reportOutcome(
              result?.data?.shipAfterSaleReplacement.userErrors,
              t('adminAfterSale.done.replacementShipped'),
            )
          ) {
            setWaybill('');
          }
        }}
      >
        {t('adminAfterSale.shipReplacement')}
      </Button>
    </Group>
  );
}
