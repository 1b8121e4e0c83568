import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={900} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} size="h3" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {t('notFound.message', { path: pathname })}
        </Title>
        <Button component={Link} to="/">
          {t('notFound.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
