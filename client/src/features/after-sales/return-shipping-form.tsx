import { carrierCodes, normalizeWaybill, waybillProblem } from '@circuitmart/rules/carriers';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShipAfterSaleReturnMutation } from './after-sale-operations';

interface ReturnShippingFormProps {
  id: string;
  onShipped: () => void;
}

/** The return-shipping form ("jihui"): a carrier of the list and its waybill, checked by the server's own rule. */
export function ReturnShippingForm({ id, onShipped }: ReturnShippingFormProps) {
  const { t } = useTranslation();
  const [carrier, setCarrier] = useState('');
  const [waybill, setWaybill] = useState('');
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [ship, shipping] = useMutation(ShipAfterSaleReturnMutation, {
    refetchQueries: ['AfterSaleDetail', 'MyAfterSaleRequests'],
    awaitRefetchQueries: true,
  });
  // The same rule the server applies; the carrier's own problem shows under the carrier, the waybill's under it.
  const problem = waybillProblem(carrier, waybill);
  const carrierError = checked && problem === 'CARRIER_UNKNOWN' ? t('rules.CARRIER_UNKNOWN') : null;
  const waybillError = checked && problem === 'WAYBILL_INVALID' ? t('rules.WAYBILL_INVALID') : null;

  async function submit() {
    setChecked(true);
    setRefusal(null);
    if (problem) return;
    const waybillNumber = normalizeWaybill(waybill);
    const result = await ship({ variables: { input: { id, carrier, waybillNumber } } }).catch(() => null);
    const payload = result?.data?.shipAfterSaleReturn;
    if (!payload) return setRefusal(t('afterSale.apply.failed'));
    if (payload.userErrors[0]) return setRefusal(payload.userErrors[0].message);
    onShipped();
  }

  return (
    <Stack gap="sm" data-testid="after-sale-return-form">
      <NativeSelect
        label={t('afterSale.return.carrier')}
        withAsterisk
        value={carrier}
        onChange={(event) => setCarrier(event.currentTarget.value)}
        error={carrierError}
        data={[
          { value: '', label: t('afterSale.return.chooseCarrier') },
          ...carrierCodes.map((code) => ({ value: code, label: t(`carriers.${code}`) })),
        ]}
      />
      <TextInput
        label={t('afterSale.return.waybill')}
        withAsterisk
        autoComplete="off"
        value={waybill}
        onChange={(event) => setWaybill(event.currentTarget.value)}
        error={waybillError}
      />
      {refusal && <Alert color="red">{refusal}</Alert>}
      <Group justify="flex-end">
        <Button loading={shipping.loading} onClick={() => void submit()}>
          {t('afterSale.return.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
