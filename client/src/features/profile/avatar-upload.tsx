import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../toast/show-toast';
import { uploadImage } from './upload-image';

/** What the server takes; it checks the content itself, this only narrows the file picker. */
const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';

/** The avatar and a button to replace it; the server re-encodes it as a 256 px square without metadata. */
export function AvatarUpload(props: { avatarUrl: string | null; name: string; onUploaded: () => void }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | null): Promise<void> {
    if (!file) return;
    setUploading(true);
    try {
      const answer = await uploadImage('/api/user/avatar', file);
      if (answer.code === 1) {
        showToast(t('profile.avatarSaved'), 'success');
        props.onUploaded();
      } else {
        showToast(answer.msg || t('profile.uploadFailed'), 'error');
      }
    } catch {
      showToast(t('profile.uploadFailed'), 'error');
    } finally {
      setUploading(false);
    }
  }

  return (
    <Group gap="md">
      <Avatar src={props.avatarUrl} alt={t('profile.avatar')} size={96} radius="xl" data-testid="profile-avatar">
        {[...props.name][0]?.toUpperCase()}
      </Avatar>
      <Stack gap={4}>
        <FileButton onChange={(file) => void upload(file)} accept={ACCEPTED_IMAGES}>
          {(buttonProps) => (
            <Button {...buttonProps} variant="default" loading={uploading}>
              {t('profile.changeAvatar')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('profile.avatarHint')}
        </Text>
      </Stack>
    </Group>
  );
}
