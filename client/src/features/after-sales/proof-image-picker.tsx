import { Button, CloseButton, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface ProofImagePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  max: number;
  error?: string | null;
  /** Replaces the "up to N images" line, e.g. to say new images replace earlier ones. */
  hint?: string;
}

/** Up to `max` proof images with previews; each can be removed before sending. */
export function ProofImagePicker({ files, onChange, max, error, hint }: ProofImagePickerProps) {
  const { t } = useTranslation();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return (
    <Input.Wrapper
      label={t('afterSale.apply.images')}
      description={hint ?? t('afterSale.apply.imagesHint', { max })}
      error={error}
    >
      <Group gap="xs" mt={4} data-testid="after-sale-images">
        {previews.map((url, index) => (
          <div key={url} style={{ position: 'relative' }}>
            <Image
              src={url}
              alt={t('afterSale.apply.image', { index: index + 1 })}
              w={72}
              h={72}
              fit="cover"
              radius="sm"
            />
            <CloseButton
              size="xs"
              style={{ position: 'absolute', top: 0, right: 0 }}
              aria-label={t('afterSale.apply.removeImage', { index: index + 1 })}
              onClick={() => onChange(files.filter((_, other) => other !== index))}
            />
          </div>
        ))}
        {files.length < max && (
          <FileButton
            multiple
            accept="image/png,image/jpeg,image/webp"
            onChange={(picked) => onChange([...files, ...picked].slice(0, max))}
          >
            {(props) => (
              <Button variant="default" h={72} {...props}>
                {t('afterSale.apply.addImages')}
              </Button>
            )}
          </FileButton>
        )}
        <Text size="xs" c="dimmed">
          {t('afterSale.apply.imageCount', { count: files.length, max })}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
