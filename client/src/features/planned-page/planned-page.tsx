import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../document-title/use-document-title';

interface PlannedPageProps {
  title: string;
  description: string;
}

/** A route whose feature is built in a later release: it names the page and says what it will hold, nothing more. */
export function PlannedPage({ title, description }: PlannedPageProps) {
  useDocumentTitle(title);
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
    </Paper>
  );
}
