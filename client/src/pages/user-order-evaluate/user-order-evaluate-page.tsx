import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { ReviewDetail } from '../../features/order-review/review-detail';
import { ReviewForm } from '../../features/order-review/review-form';
import { OrderReviewPageQuery } from '../../features/order-review/review-operations';

/**
 * `/user/order/evaluate?id=`: the buyer reviews a received order ("to be reviewed"; submitting completes it), and
 * once reviewed the same address is the review detail, read-only (the order's "view review" entry leads here).
 */
export default function UserOrderEvaluatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, loading, refetch } = useQuery(OrderReviewPageQuery, {
    variables: { id },
    skip: !/^\d+$/.test(id),
    fetchPolicy: 'network-only',
  });
  const review = data?.orderReview;
  const title = t(review ? 'orderReview.detailTitle' : 'orderReview.title');
  useDocumentTitle(title);

  if (loading && !data) return <Skeleton h={320} />;
  const order = data?.order;
  if (!order) return <Alert color="yellow">{t('orders.notFound')}</Alert>;

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h3">
        {title}
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
        <ReviewDetail review={review} />
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
