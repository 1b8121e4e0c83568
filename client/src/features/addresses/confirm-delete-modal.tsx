import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  description: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once more before something the user saved is deleted for good. */
export function ConfirmDeleteModal({
  opened,
  title,
  description,
  loading,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{description}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('addresses.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {t('addresses.confirmDelete')}
        </Button>
      </Group>
    </Modal>
  );
}
