import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, checkForServiceWorkerUpdate } from '../pwa/service-worker';
import { showToast } from '../toast/show-toast';
import { clearAppCache, newVersionAvailable } from './app-storage';
import { SettingsSection } from './settings-section';

type UpdateState = 'idle' | 'checking' | 'upToDate' | 'available' | 'unknown';

/** Spec §2 settings of the app itself: clear cache, check update. */
export function AppSettingsSection() {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const [clearing, setClearing] = useState(false);
  const [update, setUpdate] = useState<UpdateState>('idle');

  async function clear(): Promise<void> {
    setClearing(true);
    try {
      const bytes = await clearAppCache(client);
      const size = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, {
        style: 'unit',
        unit: 'kilobyte',
        maximumFractionDigits: 1,
      }).format(bytes / 1024);
      showToast(t('appSettings.cacheCleared', { size }), 'success');
    } finally {
      setClearing(false);
    }
  }

  async function check(): Promise<void> {
    setUpdate('checking');
    // The installed app's worker knows best: asked, it fetches the new build's worker, which the reload then starts.
    const available = (await checkForServiceWorkerUpdate().catch(() => null)) ?? (await newVersionAvailable());
    setUpdate(available === null ? 'unknown' : available ? 'available' : 'upToDate');
  }

  return (
    <SettingsSection id="security-app" title={t('appSettings.title')}>
      <Group gap="sm">
        <Button variant="default" loading={clearing} onClick={() => void clear()} data-testid="clear-cache">
          {t('appSettings.clearCache')}
        </Button>
        <Button variant="default" loading={update === 'checking'} onClick={() => void check()}>
          {t('appSettings.checkUpdate')}
        </Button>
      </Group>
      {update === 'upToDate' && (
        <Text size="sm" data-testid="update-status">
          {t('appSettings.upToDate')}
        </Text>
      )}
      {update === 'unknown' && (
        <Text size="sm" data-testid="update-status">
          {t('appSettings.updateUnknown')}
        </Text>
      )}
      {update === 'available' && (
        <Group gap="sm" data-testid="update-status">
          <Text size="sm">{t('appSettings.updateAvailable')}</Text>
          <Button size="xs" onClick={() => void applyUpdate()}>
            {t('appSettings.reload')}
          </Button>
        </Group>
      )}
    </SettingsSection>
  );
}
