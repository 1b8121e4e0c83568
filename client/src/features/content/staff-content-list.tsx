import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ContentKind } from '../../gql/graphql';
import { showToast } from '../toast/show-toast';
import { StaffContentEditor, type EditableItem } from './staff-content-editor';

const StaffContentQuery = graphql(`
  query StaffContent($kind: ContentKind!) {
    staffContent(kind: $kind) {
      id
      category
      published
      publishedAt
      title {
        zhCN
        enUS
        ru
        esES
      }
      summary {
        zhCN
        enUS
        ru
        esES
      }
      body {
        zhCN
        enUS
        ru
        esES
      }
    }
  }
`);

const SetContentPublishedMutation = graphql(`
  mutation SetContentPublished($input: SetContentPublishedInput!) {
    setContentPublished(input: $input) {
      item {
        id
        published
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const newItem: EditableItem = { id: null, title: {}, summary: {}, body: {}, category: null, published: false };

/** The items of one kind with drafts: edit, publish, unpublish, and (except the agreement) create. */
export function StaffContentList({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(StaffContentQuery, { variables: { kind }, fetchPolicy: 'network-only' });
  const [setPublished] = useMutation(SetContentPublishedMutation);
  const [editing, setEditing] = useState<EditableItem | null>(null);

  async function togglePublished(id: string, published: boolean): Promise<void> {
    const result = await setPublished({ variables: { input: { kind, id, published } } }).catch(() => undefined);
    for (const error of result?.data?.setContentPublished.userErrors ?? []) showToast(error.message, 'error');
    await refetch();
  }

  if (editing)
    return (
      <StaffContentEditor
        key={editing.id ?? 'new'}
        kind={kind}
        item={editing}
        onDone={(saved) => {
          setEditing(null);
          if (saved) void refetch();
        }}
      />
    );

  return (
    <Stack gap="sm">
      {kind !== 'AGREEMENT' && (
        <Group>
          <Button onClick={() => setEditing(newItem)}>{t('content.admin.new')}</Button>
        </Group>
      )}
      {data?.staffContent.map((item) => (
        <Paper key={item.id} withBorder radius="md" p="sm" data-testid="staff-content-item">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={600}>{item.title.enUS || item.title.zhCN || t('content.admin.untitled')}</Text>
              <Badge variant="light" color={item.published ? 'teal' : 'gray'}>
                {item.published ? t('content.admin.published') : t('content.admin.draft')}
              </Badge>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="default" onClick={() => setEditing(item)}>
                {t('content.admin.edit')}
              </Button>
              <Button size="xs" variant="light" onClick={() => void togglePublished(item.id, !item.published)}>
                {item.published ? t('content.admin.unpublish') : t('content.admin.publish')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
