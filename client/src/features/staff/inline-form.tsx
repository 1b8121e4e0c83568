import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

interface InlineFormProps {
  label: string;
  button: string;
  testId: string;
  color?: string;
  maxLength?: number;
  /** Sends the trimmed text; true when it worked, which empties the field. */
  onSubmit: (value: string) => Promise<boolean>;
}

/** A text field with a button, for a staff decision that needs words: a rejection's reason, a tracking event ... */
export function InlineForm({ label, button, testId, color, maxLength = 200, onSubmit }: InlineFormProps) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Group align="flex-end" gap="xs" data-testid={testId}>
      <TextInput
        label={label}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        maxLength={maxLength}
        style={{ flex: 1 }}
      />
      <Button
        color={color}
        loading={busy}
        disabled={!value.trim()}
        onClick={async () => {
          setBusy(true);
          const done = await onSubmit(value.trim());
          setBusy(false);
          if (done) setValue('');
        }}
      >
        {button}
      </Button>
    </Group>
  );
}
