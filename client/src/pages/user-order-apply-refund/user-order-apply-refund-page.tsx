import { useQuery } from '@apollo/client/react';
import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AfterSaleDetailQuery, AfterSaleOptionsQuery } from '../../features/after-sales/after-sale-operations';
import { applicationForm } from '../../features/after-sales/after-sale-form-data';
import { postAfterSaleForm } from '../../features/after-sales/after-sale-upload';
import { ApplyForm } from '../../features/after-sales/apply-form';
import { useDocumentTitle } from '../../features/document-title/use-document-title';
import { showToast } from '../../features/toast/show-toast';
import { getFragmentData } from '../../gql';
import { AfterSaleSummaryFragment } from '../../features/after-sales/after-sale-operations';

const ID = /^\d+$/;

/**
 * Applies for after-sales on a received order (`?orderId=`), or modifies a rejected or cancelled request and sends it
 * back to review (`?id=` of the request): the same form, prefilled.
 */
export default function UserOrderApplyRefundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const requestId = searchParams.get('id') ?? '';
  const resubmitting = ID.test(requestId);
  useDocumentTitle(t(resubmitting ? 'afterSale.apply.resubmitTitle' : 'afterSale.apply.title'));
  const detail = useQuery(AfterSaleDetailQuery, { variables: { id: requestId }, skip: !resubmitting });
  const request = detail.data?.afterSaleRequest;
  const summary = request ? getFragmentData(AfterSaleSummaryFragment, request) : null;
  const orderId = resubmitting ? (summary?.orderId ?? '') : (searchParams.get('orderId') ?? '');
  const { data, loading, error } = useQuery(AfterSaleOptionsQuery, {
    variables: { orderId },
    skip: !ID.test(orderId),
    fetchPolicy: 'network-only',
  });
  const options = data?.afterSaleOptions;

  if ((loading || detail.loading) && !options) return <Skeleton h={320} radius="md" />;
  if (!options || (resubmitting && !summary)) {
    return <Alert color="gray">{error?.message ?? t('afterSale.notFound')}</Alert>;
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(resubmitting ? 'afterSale.apply.resubmitTitle' : 'afterSale.apply.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('afterSale.orderNumber', { number: options.orderNumber })}
      </Text>
      {!resubmitting && !options.eligible ? (
        <Alert color="orange" data-testid="after-sale-ineligible">
          {t(`afterSale.ineligible.${options.ineligibleCode ?? 'other'}`, {
            defaultValue: t('afterSale.apply.ineligible'),
          })}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="md">
          <ApplyForm
            options={options}
            start={request && summary ? { ...request, type: summary.type, lines: request.lines } : undefined}
            submitLabel={t(resubmitting ? 'afterSale.apply.resubmit' : 'afterSale.apply.submit')}
            onSubmit={async (fields, images) => {
              const target = resubmitting ? { id: requestId } : { orderId };
              const answer = await postAfterSaleForm<{ id: string }>(
                resubmitting ? 'resubmit' : 'apply',
                applicationForm(target, fields, images),
              );
              if (answer.code !== 1 || !answer.data) return answer.msg;
              showToast(t(resubmitting ? 'afterSale.apply.resubmitted' : 'afterSale.apply.submitted'), 'success');
              void navigate(`/user/refund/details?id=${answer.data.id}`, { replace: resubmitting });
              return null;
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
