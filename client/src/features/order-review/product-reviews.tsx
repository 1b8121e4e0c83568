import { useQuery } from '@apollo/client/react';
import { Button, Group, Image, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../locale-format/format-date';
import { ProductReviewsListQuery } from './review-operations';

const PAGE = 10;

/**
 * The reviews of a part, below its detail: mean rating, then each review (stars, text, photos; an anonymous
 * reviewer's name masked by the server and marked as anonymous). Loaded lazily so the part page's first paint does not wait for it.
 */
export default function ProductReviews({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data, fetchMore } = useQuery(ProductReviewsListQuery, { variables: { productId, first: PAGE } });
  if (!data) return null;
  const { productRating: rating, productReviews: reviews } = data;

  return (
    <Stack gap="sm" data-testid="product-reviews">
      <Group gap="sm" align="center">
        <Title order={2} size="h4">
          {t('orderReview.productTitle', { count: rating.count })}
        </Title>
        {rating.average !== null && (
          <Group gap={4}>
            <Rating value={rating.average} fractions={10} readOnly size="sm" />
            <Text size="sm" c="dimmed">
              {rating.average.toFixed(1)}
            </Text>
          </Group>
        )}
      </Group>
      {reviews.edges.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('orderReview.none')}
        </Text>
      )}
      {reviews.edges.map(({ node }) => (
        <Paper key={node.id} withBorder p="sm" data-testid="product-review">
          <Stack gap={4}>
            <Group justify="space-between">
              <Group gap="xs">
                <Text size="sm" fw={600} data-testid="product-review-author">
                  {node.authorName}
                  {node.anonymous && (
                    <Text span size="xs" c="dimmed" fw={400}>
                      {' '}
                      ({t('orderReview.anonymousAuthor')})
                    </Text>
                  )}
                </Text>
                <Rating value={node.rating} readOnly size="xs" />
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(node.createdAt, locale)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {node.content}
            </Text>
            {node.photoUrls.length > 0 && (
              <Group gap="xs">
                {node.photoUrls.map((url) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    <Image src={url} alt="" w={64} h={64} fit="cover" radius="sm" loading="lazy" />
                  </a>
                ))}
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
      {reviews.pageInfo.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() =>
              void fetchMore({
                variables: { after: reviews.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  ...fetchMoreResult,
                  productReviews: {
                    ...fetchMoreResult.productReviews,
                    edges: [...previous.productReviews.edges, ...fetchMoreResult.productReviews.edges],
                  },
                }),
              })
            }
          >
            {t('orderReview.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
