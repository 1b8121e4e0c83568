import { Button, Checkbox, CloseButton, FileButton, Group, Image, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';
import { showToast } from '../toast/show-toast';

/** Spec §5: at most 9 photos; more than 10 characters earns points. */
export const MAX_REVIEW_PHOTOS = 9;
export const POINTS_MIN_CHARACTERS = 10;
const CONTENT_MAX = 500;

/** Sends the review and its photos to the façade's upload route; the server checks every rule and each image. */
async function submitReview(orderId: string, rating: number, content: string, anonymous: boolean, photos: File[]) {
  const form = new FormData();
  form.append('order_id', orderId);
  form.append('rating', String(rating));
  form.append('content', content);
  form.append('anonymous', anonymous ? 'true' : 'false');
  for (const photo of photos) form.append('file', photo);
  const response = await fetch('/api/order/review', {
    method: 'POST',
    body: form,
    headers: { 'user-token': getSessionToken(), lang: currentLocale() },
  });
  return (await response.json()) as { code: number; msg: string };
}

/** The review of a received order: stars, text, up to 9 photos and "anonymous". */
export function ReviewForm({ orderId, onReviewed }: { orderId: string; onReviewed: () => void }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const length = Array.from(content.trim()).length;

  async function submit() {
    setSending(true);
    const answer = await submitReview(orderId, rating, content, anonymous, photos).catch(() => null);
    setSending(false);
    if (!answer) return showToast(t('orderReview.failed'));
    if (answer.code !== 1) return showToast(answer.msg);
    showToast(t('orderReview.thanks'), 'success');
    onReviewed();
  }

  return (
    <Stack gap="sm" data-testid="order-review-form">
      <Group gap="sm">
        <Text size="sm">{t('orderReview.rating')}</Text>
        <Rating value={rating} onChange={setRating} aria-label={t('orderReview.rating')} />
      </Group>
      <Textarea
        label={t('orderReview.content')}
        placeholder={t('orderReview.contentPlaceholder')}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        autosize
        minRows={4}
        maxLength={CONTENT_MAX}
        required
        description={
          length > POINTS_MIN_CHARACTERS
            ? t('orderReview.earnsPoints')
            : t('orderReview.pointsHint', { count: POINTS_MIN_CHARACTERS })
        }
      />
      <Group gap="xs">
        {previews.map((url, index) => (
          <div key={url} style={{ position: 'relative' }}>
            <Image src={url} alt={t('orderReview.photo', { index: index + 1 })} w={72} h={72} fit="cover" radius="sm" />
            <CloseButton
              size="xs"
              style={{ position: 'absolute', top: 0, right: 0 }}
              aria-label={t('orderReview.removePhoto')}
              onClick={() => setPhotos(photos.filter((_, other) => other !== index))}
            />
          </div>
        ))}
        {photos.length < MAX_REVIEW_PHOTOS && (
          <FileButton
            multiple
            accept="image/png,image/jpeg,image/webp"
            onChange={(files) => setPhotos([...photos, ...files].slice(0, MAX_REVIEW_PHOTOS))}
          >
            {(props) => (
              <Button variant="default" {...props}>
                {t('orderReview.addPhotos', { count: photos.length, max: MAX_REVIEW_PHOTOS })}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Checkbox
        label={t('orderReview.anonymous')}
        checked={anonymous}
        onChange={(event) => setAnonymous(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button loading={sending} disabled={length === 0} onClick={() => void submit()}>
          {t('orderReview.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
