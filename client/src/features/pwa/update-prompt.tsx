import { Button, Group, Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, isUpdateWaiting, subscribeToUpdate } from './service-worker';

/** "A new version is available – reload", once a deploy's service worker has installed and waits for this tab. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting);
  if (!waiting) return null;
  return (
    <Paper role="status" withBorder shadow="sm" px="md" py={6} data-testid="update-prompt">
      <Group gap="sm">
        <Text size="sm">{t('connection.updateAvailable')}</Text>
        <Button size="compact-sm" onClick={() => void applyUpdate()}>
          {t('connection.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
