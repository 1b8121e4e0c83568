import { ActionIcon, Group, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Only whole, non-negative digit strings are quantities; anything else is read as "not a number". */
export function parseQuantity(text: string): number {
  const digits = text.replace(/[\s.,'\u00a0\u202f]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

interface QuantityStepperProps {
  /** The quantity in force; null when none can be ordered. */
  value: number | null;
  /** The pieces one press of − or + moves by. */
  step: number;
  /** Asks for a quantity: a press of − or +, or the typed text on Enter or blur (NaN when not a number). */
  onRequest: (quantity: number) => void;
  disabled?: boolean;
  /** Whether − may be pressed (the caller knows the minimum). */
  canDecrease?: boolean;
  testId?: string;
}

/**
 * The − / quantity / + control of the product detail page and the cart. It only collects what the shopper
 * asks for; the caller decides which quantity holds (the detail page by the shared rules of @circuitmart/rules, the cart by the
 * server) and hands it back as `value`.
 */
export function QuantityStepper({
  value,
  step,
  onRequest,
  disabled = false,
  canDecrease = true,
  testId = 'order-quantity-input',
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const shownValue = value === null ? '' : String(value);
  const [draft, setDraft] = useState(shownValue);
  const [lastValue, setLastValue] = useState(shownValue);
  // A new quantity from the caller replaces whatever was typed.
  if (shownValue !== lastValue) {
    setLastValue(shownValue);
    setDraft(shownValue);
  }

  function commit() {
    onRequest(parseQuantity(draft));
    setDraft(shownValue);
  }

  function commitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit();
  }

  const quantity = value ?? 0;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <ActionIcon
        variant="default"
        size="input-sm"
        disabled={disabled || !canDecrease}
        onClick={() => onRequest(quantity - step)}
        aria-label={t('orderQuantity.decrease')}
      >
        −
      </ActionIcon>
      <TextInput
        label={t('orderQuantity.label')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={commitOnEnter}
        disabled={disabled}
        inputMode="numeric"
        w={140}
        data-testid={testId}
      />
      <ActionIcon
        variant="default"
        size="input-sm"
        disabled={disabled}
        onClick={() => onRequest(quantity + step)}
        aria-label={t('orderQuantity.increase')}
      >
        +
      </ActionIcon>
    </Group>
  );
}
