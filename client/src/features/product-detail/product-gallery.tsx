import { Group, Image, Paper, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './product-detail.module.css';

interface ProductGalleryProps {
  /** Photos staff uploaded, in their order. */
  images: readonly { id: string; url: string }[];
  /** The drawing of the package: shown when there are no photos. */
  packageImageUrl: string;
  packageName: string;
}

/** A part's photos, the first one large and the others as thumbnails; the package drawing when it has none. */
export function ProductGallery({ images, packageImageUrl, packageName }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const current = images[Math.min(shown, images.length - 1)];
  return (
    <Paper withBorder radius="md" p="md" className={classes.imageFrame}>
      <Image
        src={current?.url ?? packageImageUrl}
        alt={
          current ? t('product.photo', { position: shown + 1 }) : t('product.packageImage', { package: packageName })
        }
        fit="contain"
        h={220}
        data-testid="product-main-image"
      />
      {images.length > 1 && (
        <Group gap={4} mt="xs" justify="center">
          {images.map((image, index) => (
            <UnstyledButton
              key={image.id}
              onClick={() => setShown(index)}
              aria-label={t('product.photo', { position: index + 1 })}
              aria-pressed={index === shown}
            >
              <Image src={image.url} alt="" w={48} h={48} fit="contain" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Paper>
  );
}
