import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { InquiryDetailView } from '../../features/inquiry/inquiry-detail-view';
import {
  InquiryAddQuoteToCartMutation,
  InquiryDetailFragment,
  InquiryDetailQuery,
} from '../../features/inquiry/inquiry-operations';
import { getFragmentData } from '../../gql';
import { showToast } from '../../features/toast/show-toast';

/** `/user/inquiry/details?id=`: one of the buyer's inquiries with the reply; a valid quote goes to the cart. */
export default function UserInquiryDetailsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('inquiry.detail.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, loading, error } = useQuery(InquiryDetailQuery, { variables: { id }, skip: !id });
  const [addToCart, adding] = useMutation(InquiryAddQuoteToCartMutation, { refetchQueries: ['HeaderCartCount'] });
  const inquiry = data?.inquiry;

  async function toCart() {
    const result = await addToCart({ variables: { id } }).catch(() => null);
    const payload = result?.data?.addInquiryQuoteToCart;
    if (!payload) return;
    if (payload.userErrors[0]) {
      showToast(payload.userErrors[0].message, 'error');
      return;
    }
    showToast(t('inquiry.detail.addedToCart', { lines: payload.addedCount ?? 0 }), 'success');
    if (payload.skippedMpns && payload.skippedMpns.length > 0) {
      showToast(t('inquiry.detail.skipped', { mpns: payload.skippedMpns.join(', ') }), 'info');
    }
    void navigate('/shoppingCart');
  }

  if (loading && !data) return <Skeleton h={320} aria-busy="true" />;
  if (!inquiry) {
    return (
      <Alert color={error ? 'red' : 'yellow'} title={t('inquiry.detail.notFound')}>
        <Anchor component={Link} to="/user/inquiry">
          {t('inquiry.my.title')}
        </Anchor>
      </Alert>
    );
  }
  const quote = getFragmentData(InquiryDetailFragment, inquiry);
  const orderable = quote.quoteLines.some((line) => line.productId);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('inquiry.detail.title')}
        </Title>
        <Anchor component={Link} to="/user/inquiry">
          {t('inquiry.my.title')}
        </Anchor>
      </Group>
      <InquiryDetailView
        inquiry={inquiry}
        actions={
          quote.state === 'REPLIED' &&
          orderable && (
            <Group justify="flex-end">
              <Button
                onClick={() => void toCart()}
                loading={adding.loading}
                disabled={!quote.quoteValid}
                data-testid="inquiry-add-to-cart"
              >
                {t('inquiry.detail.addToCart')}
              </Button>
            </Group>
          )
        }
      />
    </Stack>
  );
}
