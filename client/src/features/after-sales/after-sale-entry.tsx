import { useQuery } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterSaleEligibilityQuery } from './after-sale-operations';

/** Spec §4: after-sales only after receipt is confirmed, i.e. an order waiting for its review or completed. */
const RECEIVED_STATUSES: readonly string[] = ['PENDING_REVIEW', 'COMPLETED'];

interface AfterSaleEntryProps {
  orderId: string;
  status: string;
  /** Ask the server whether anything is left to apply for (the detail page); the list goes by the state alone. */
  checkEligibility?: boolean;
}

/** "Apply for after-sales" on a received order, to /user/order/applyRefund. */
export function AfterSaleEntry({ orderId, status, checkEligibility = false }: AfterSaleEntryProps) {
  const { t } = useTranslation();
  const received = RECEIVED_STATUSES.includes(status);
  const { data } = useQuery(AfterSaleEligibilityQuery, {
    variables: { orderId },
    skip: !received || !checkEligibility,
    fetchPolicy: 'cache-and-network',
  });
  if (!received || (checkEligibility && !data?.afterSaleOptions.eligible)) return null;
  return (
    <Button size="xs" variant="default" component={Link} to={`/user/order/applyRefund?orderId=${orderId}`}>
      {t('afterSale.applyEntry')}
    </Button>
  );
}
