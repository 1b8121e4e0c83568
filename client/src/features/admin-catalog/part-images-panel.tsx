import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';
import { reportOutcome } from '../staff/report-outcome';
import { showToast } from '../toast/show-toast';
import { AdminRemovePartImageMutation, AdminReorderPartImagesMutation } from './admin-catalog-operations';

/** What the server takes; it checks the content itself, this only narrows the file picker. */
const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';

interface PartImage {
  id: string;
  url: string;
}

interface PartImagesPanelProps {
  partId: string;
  images: readonly PartImage[];
  packageImageUrl: string;
  edit: boolean;
  /** Called with the part's images after a change. */
  onChanged: () => void;
}

/** Sends one photo of a part to the façade's upload route (fields `id` and `file`); answers its envelope. */
async function uploadPartImage(partId: string, file: File): Promise<{ code: number; msg: string }> {
  const form = new FormData();
  form.append('id', partId);
  form.append('file', file);
  const response = await fetch('/api/admin/catalog/part/image', {
    method: 'POST',
    body: form,
    headers: { 'user-token': getSessionToken(), lang: currentLocale() },
  });
  return (await response.json()) as { code: number; msg: string };
}

/**
 * A part's photos in the order the product page shows them (before the package drawing, which stays the fallback):
 * upload (re-encoded by the server), move earlier or later, remove.
 */
export function PartImagesPanel({ partId, images, packageImageUrl, edit, onChanged }: PartImagesPanelProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [reorder] = useMutation(AdminReorderPartImagesMutation);
  const [remove] = useMutation(AdminRemovePartImageMutation);

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const answer = await uploadPartImage(partId, file);
      if (answer.code === 1) {
        showToast(t('adminCatalog.images.uploaded'), 'success');
        onChanged();
      } else showToast(answer.msg || t('adminCatalog.images.uploadFailed'));
    } catch {
      showToast(t('adminCatalog.images.uploadFailed'));
    } finally {
      setUploading(false);
    }
  }

  async function move(index: number, by: -1 | 1) {
    const ids = images.map((image) => image.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    const result = await reorder({ variables: { input: { partId, imageIds: ids } } }).catch(() => null);
    if (reportOutcome(result?.data?.reorderStaffPartImages.userErrors, t('adminCatalog.images.reordered'))) onChanged();
  }

  async function drop(imageId: string) {
    const result = await remove({ variables: { input: { imageId } } }).catch(() => null);
    if (reportOutcome(result?.data?.removeStaffPartImage.userErrors, t('adminCatalog.images.removed'))) onChanged();
  }

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('adminCatalog.images.title')}
      </Text>
      <Group gap="sm" align="flex-start">
        {images.map((image, index) => (
          <Paper key={image.id} withBorder p={4} data-testid="part-image">
            <Image
              src={image.url}
              alt={t('adminCatalog.images.photo', { position: index + 1 })}
              w={96}
              h={96}
              fit="contain"
            />
            {edit && (
              <Group gap={2} justify="center">
                <ActionIcon
                  variant="subtle"
                  disabled={index === 0}
                  aria-label={t('adminCatalog.images.earlier')}
                  onClick={() => void move(index, -1)}
                >
                  ←
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  disabled={index === images.length - 1}
                  aria-label={t('adminCatalog.images.later')}
                  onClick={() => void move(index, 1)}
                >
                  →
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('adminCatalog.images.remove')}
                  onClick={() => void drop(image.id)}
                >
                  ×
                </ActionIcon>
              </Group>
            )}
          </Paper>
        ))}
        <Paper withBorder p={4}>
          <Image src={packageImageUrl} alt={t('adminCatalog.images.packageDrawing')} w={96} h={96} fit="contain" />
          <Text size="xs" c="dimmed" ta="center">
            {t('adminCatalog.images.fallback')}
          </Text>
        </Paper>
      </Group>
      {edit && (
        <FileButton onChange={(file) => void upload(file)} accept={ACCEPTED_IMAGES}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="default"
              size="xs"
              loading={uploading}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('adminCatalog.images.upload')}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
