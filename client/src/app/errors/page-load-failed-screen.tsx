import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';

/** A page that could not be loaded (offline, or a chunk a deploy removed), inside the site's frame, with a retry. */
export function PageLoadFailedScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('errorScreen.pageLoadTitle'));
  return (
    <Stack align="center" gap="sm" py="xl" role="alert">
      <Title order={1} size="h2">
        {t('errorScreen.pageLoadTitle')}
      </Title>
      <Text c="dimmed" ta="center" maw={520}>
        {t('errorScreen.pageLoadText')}
      </Text>
      <Button onClick={() => window.location.reload()}>{t('errorScreen.retry')}</Button>
    </Stack>
  );
}
