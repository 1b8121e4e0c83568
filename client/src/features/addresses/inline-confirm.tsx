import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface InlineConfirmProps {
  question: string;
  /** The confirming button's text; "delete" unless said otherwise. */
  confirmLabel?: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks once more, right where the user clicked, before something they saved is deleted for good. Inline rather
 * than a modal: a modal's code would land in the shared Mantine chunk that the home page downloads.
 */
export function InlineConfirm({ question, confirmLabel, loading, onConfirm, onCancel }: InlineConfirmProps) {
  const { t } = useTranslation();
  return (
    <Group role="alertdialog" aria-label={question} gap="xs" wrap="wrap" justify="space-between">
      <Text size="sm" fw={600}>
        {question}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('addresses.cancel')}
        </Button>
        <Button size="xs" color="red" loading={loading} onClick={onConfirm}>
          {confirmLabel ?? t('addresses.confirmDelete')}
        </Button>
      </Group>
    </Group>
  );
}
