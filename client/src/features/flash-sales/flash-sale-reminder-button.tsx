import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface FlashSaleReminderButtonProps {
  reminderSet: boolean;
  /**
   * Each answers whether the server took the change (its refusal is shown by the caller). `onSet` runs within the
   * click, so it may ask the browser for permissions.
   */
  onSet: () => Promise<boolean>;
  onCancel: () => Promise<boolean>;
}

/** Set a reminder, or cancel it after spec §8's warning that cancelling may cause a missed sale. */
export function FlashSaleReminderButton({ reminderSet, onSet, onCancel }: FlashSaleReminderButtonProps) {
  const { t } = useTranslation();
  const [confirming, confirm] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<boolean>) {
    setBusy(true);
    try {
      return await change();
    } finally {
      setBusy(false);
    }
  }

  async function set() {
    await run(onSet);
  }

  async function cancel() {
    if (await run(onCancel)) confirm.close();
  }

  return (
    <>
      {reminderSet ? (
        <Button
          variant="light"
          color="gray"
          loading={busy}
          onClick={confirm.open}
          data-testid="flash-sale-reminder-cancel"
        >
          {t('flashSales.reminder.cancel')}
        </Button>
      ) : (
        <Button variant="light" loading={busy} onClick={() => void set()} data-testid="flash-sale-reminder-set">
          {t('flashSales.reminder.set')}
        </Button>
      )}
      <Modal opened={confirming} onClose={confirm.close} title={t('flashSales.reminder.cancelTitle')} centered>
        <Stack gap="md" data-testid="flash-sale-reminder-warning">
          <Text>{t('flashSales.reminder.cancelWarning')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={confirm.close}>
              {t('flashSales.reminder.keep')}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => void cancel()}
              data-testid="flash-sale-reminder-cancel-confirm"
            >
              {t('flashSales.reminder.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
