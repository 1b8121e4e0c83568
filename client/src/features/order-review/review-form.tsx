import { REVIEW_CONTENT_MAX, REVIEW_MAX_PHOTOS } from '@circuitmart/rules/review-rules';
import { Button, Checkbox, CloseButton, FileButton, Group, Image, Input, Rating, Stack, Textarea } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';
import { showToast } from '../toast/show-toast';
import { addReviewPhotos, reviewDraftProblems, reviewLength, type ReviewProblem } from './review-draft';

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

/**
 * The review of a received order: stars, text (with its count against the limit), up to 9 photos and "anonymous".
 * It promises no points: those wait for the points ledger.
 */
export function ReviewForm({ orderId, onReviewed }: { orderId: string; onReviewed: () => void }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [problems, setProblems] = useState<ReviewProblem[]>([]);
  const [sending, setSending] = useState(false);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const length = reviewLength(content);
  const problemOf = (field: ReviewProblem['field']) => {
    const found = problems.find((problem) => problem.field === field);
    return found && t(found.key, found.params);
  };

  function addPhotos(picked: File[]) {
    const { photos: next, refused } = addReviewPhotos(photos, picked);
    setPhotos(next);
    if (refused > 0) showToast(t('rules.REVIEW_TOO_MANY_PHOTOS', { max: REVIEW_MAX_PHOTOS }));
  }

  async function submit() {
    const found = reviewDraftProblems({ rating, content, photoCount: photos.length });
    setProblems(found);
    if (found.length > 0) return;
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
      <Input.Wrapper label={t('orderReview.rating')} error={problemOf('rating')}>
        <Rating value={rating} onChange={setRating} aria-label={t('orderReview.rating')} />
      </Input.Wrapper>
      <Textarea
        label={t('orderReview.content')}
        placeholder={t('orderReview.contentPlaceholder')}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        autosize
        minRows={4}
        maxLength={REVIEW_CONTENT_MAX}
        required
        error={problemOf('content')}
        description={
          <span data-testid="order-review-count">
            {t('orderReview.contentCount', { count: length, max: REVIEW_CONTENT_MAX })}
          </span>
        }
      />
      <Input.Wrapper
        label={t('orderReview.photos')}
        description={
          <span data-testid="order-review-photo-count">
            {t('orderReview.photoCount', { count: photos.length, max: REVIEW_MAX_PHOTOS })}
          </span>
        }
        error={problemOf('photos')}
      >
        <Group gap="xs" mt={4}>
          {previews.map((url, index) => (
            <div key={url} style={{ position: 'relative' }}>
              <Image
                src={url}
                alt={t('orderReview.photo', { index: index + 1 })}
                w={72}
                h={72}
                fit="cover"
                radius="sm"
              />
              <CloseButton
                size="xs"
                style={{ position: 'absolute', top: 0, right: 0 }}
                aria-label={t('orderReview.removePhoto')}
                onClick={() => setPhotos(photos.filter((_, other) => other !== index))}
              />
            </div>
          ))}
          {photos.length < REVIEW_MAX_PHOTOS && (
            <FileButton multiple accept="image/png,image/jpeg,image/webp" onChange={addPhotos}>
              {(props) => (
                <Button variant="default" {...props}>
                  {t('orderReview.addPhotos')}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
      </Input.Wrapper>
      <Checkbox
        label={t('orderReview.anonymous')}
        description={t('orderReview.anonymousHint')}
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
