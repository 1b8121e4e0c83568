import { Button } from '@mantine/core';

interface Choice<Value extends string> {
  value: Value;
  label: string;
}

interface ChoiceButtonsProps<Value extends string> {
  label: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  size?: 'xs' | 'sm';
}

/**
 * One of a few choices as joined toggle buttons (login method, e-mail or phone). Built from Button, which every
 * page already loads, instead of Tabs or SegmentedControl, which would grow the vendor chunk of every page.
 */
export function ChoiceButtons<Value extends string>({
  label,
  choices,
  value,
  onChange,
  size = 'sm',
}: ChoiceButtonsProps<Value>) {
  return (
    <Button.Group aria-label={label} w="100%">
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size={size}
          flex={1}
          // Long labels (es-ES, ru) wrap on a phone instead of being cut off.
          h="auto"
          mih={size === 'xs' ? 30 : 36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
          variant={choice.value === value ? 'filled' : 'default'}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </Button.Group>
  );
}
