import { Badge, Group, Image, Paper, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../locale-format/format-date';

export interface ReviewDetailData {
  rating: number;
  content: string;
  photoUrls: readonly string[];
  anonymous: boolean;
  createdAt: unknown;
}

/** The buyer's submitted review, read-only (spec §2 "review detail"): stars, text, photos, how it is shown. */
export function ReviewDetail({ review }: { review: ReviewDetailData }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Paper withBorder p="sm" data-testid="order-review-done">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{t('orderReview.yourReview')}</Text>
          <Text size="xs" c="dimmed" data-testid="order-review-date">
            {t('orderReview.reviewedAt', { date: formatDate(review.createdAt as string, locale) })}
          </Text>
        </Group>
        <Group gap="sm">
          <Rating value={review.rating} readOnly aria-label={t('orderReview.stars', { count: review.rating })} />
          <Badge variant="light" color={review.anonymous ? 'gray' : 'blue'} data-testid="order-review-visibility">
            {t(review.anonymous ? 'orderReview.postedAnonymously' : 'orderReview.postedWithName')}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {review.content}
        </Text>
        {review.photoUrls.length > 0 && (
          <Group gap="xs">
            {review.photoUrls.map((url, index) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <Image
                  src={url}
                  alt={t('orderReview.photo', { index: index + 1 })}
                  w={72}
                  h={72}
                  fit="cover"
                  radius="sm"
                />
              </a>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
