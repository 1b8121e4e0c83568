import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenCustomer } from './balance-adjust-form';

/** Chooses a customer by account id. */
export function CustomerPicker({ onPick }: { onPick: (customer: ChosenCustomer) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <Group
      align="flex-end"
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        const id = text.trim();
        if (/^\d+$/.test(id)) onPick({ id, name: `#${id}` });
      }}
    >
      <TextInput
        label={t('adminBalances.search')}
        value={text}
        maxLength={20}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Button type="submit" variant="default" data-testid="customer-pick-option">
        {t('adminBalances.pick')}
      </Button>
    </Group>
  );
}
