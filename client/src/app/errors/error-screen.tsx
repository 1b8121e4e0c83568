import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/document-title/use-document-title';

interface ErrorScreenProps {
  message: string;
  onClear: () => void;
}

/** The generic server-error screen of spec §2, shown for any error the app did not handle. */
export function ErrorScreen({ message, onClear }: ErrorScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('errorScreen.title'));
  return (
    <Center mih="100dvh" p="md" role="alert">
      <Stack align="center" gap="sm" maw={560}>
        <Text fz={64} fw={900} c="brand.6" lh={1}>
          500
        </Text>
        <Title order={1} size="h2">
          {t('errorScreen.title')}
        </Title>
        <Code block className="error-message" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message}
        </Code>
        <Button onClick={onClear}>{t('errorScreen.clear')}</Button>
      </Stack>
    </Center>
  );
}
