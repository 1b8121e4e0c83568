import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Image, Paper, Rating, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { ReviewForm } from '../../features/order-review/review-form';
import { OrderReviewPageQuery } from '../../features/order-review/review-operations';

/** `/user/order/evaluate?id=`: the buyer reviews a received order ("to be reviewed"); submitting completes it. */
export default function UserOrderEvaluatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orderReview.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, loading, refetch } = useQuery(OrderReviewPageQuery, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'network-only',
  });

  if (loading && !data) return <Skeleton h={320} />;
  const order = data?.order;
  if (!order) return <Alert color="yellow">{t('orders.notFound')}</Alert>;
  const review = data.orderReview;

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h3">
        {t('orderReview.title')}
      </Title>
      <Paper withBorder p="sm">
        <Text fw={600}>{t('orders.number', { number: order.number })}</Text>
        {order.lines.map((line) => (
          <Text key={line.id} size="sm" c="dimmed">
            {line.mpn} · {line.brandName} × {line.quantity}
          </Text>
        ))}
      </Paper>
      {review ? (
        <Paper withBorder p="sm" data-testid="order-review-done">
          <Stack gap="xs">
            <Text fw={600}>{t('orderReview.yourReview')}</Text>
            <Rating value={review.rating} readOnly />
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {review.content}
            </Text>
            <Group gap="xs">
              {review.photoUrls.map((url) => (
                <Image key={url} src={url} alt="" w={72} h={72} fit="cover" radius="sm" />
              ))}
            </Group>
            {review.earnsPoints && (
              <Text size="xs" c="dimmed">
                {t('orderReview.earnsPoints')}
              </Text>
            )}
          </Stack>
        </Paper>
      ) : order.status === 'PENDING_REVIEW' ? (
        <ReviewForm
          orderId={order.id}
          onReviewed={() => {
            void refetch();
            void navigate(`/user/order/details?id=${order.id}`);
          }}
        />
      ) : (
        <Alert color="yellow">{t('orderReview.notReviewable')}</Alert>
      )}
      <Group>
        <Button component={Link} to={`/user/order/details?id=${order.id}`} variant="default">
          {t('orderReview.backToOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
