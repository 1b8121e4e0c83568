import { useQuery } from '@apollo/client/react';
import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AfterSaleDetailQuery, AfterSaleSummaryFragment } from '../../features/after-sales/after-sale-operations';
import { ReturnAddressPanel } from '../../features/after-sales/return-address-panel';
import { ReturnShippingForm } from '../../features/after-sales/return-shipping-form';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { showToast } from '../../features/toast/show-toast';
import { getFragmentData } from '../../gql';

/** The return-shipping form of an approved return (`?id=`): the address and deadline, then carrier and waybill. */
export default function UserRefundJihuiPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('afterSale.return.pageTitle'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const { data, loading, error } = useQuery(AfterSaleDetailQuery, {
    variables: { id },
    skip: !/^\d+$/.test(id),
    fetchPolicy: 'cache-and-network',
  });
  const request = data?.afterSaleRequest;
  const summary = request && getFragmentData(AfterSaleSummaryFragment, request);

  if (loading && !request) return <Skeleton h={240} radius="md" />;
  if (!request || !summary) return <Alert color="gray">{error?.message ?? t('afterSale.notFound')}</Alert>;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('afterSale.return.pageTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('afterSale.serviceNumber', { number: summary.serviceNumber })}
      </Text>
      <ReturnAddressPanel request={request} />
      {request.availableActions.includes('SHIP_RETURN') ? (
        <Paper withBorder radius="md" p="md">
          <ReturnShippingForm
            id={summary.id}
            onShipped={() => {
              showToast(t('afterSale.return.shippedToast'), 'success');
              void navigate(`/user/refund/details?id=${summary.id}`, { replace: true });
            }}
          />
        </Paper>
      ) : (
        <Alert color="gray">{t('afterSale.return.notExpected')}</Alert>
      )}
    </Stack>
  );
}
