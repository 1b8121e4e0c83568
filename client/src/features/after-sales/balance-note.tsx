import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoneyFen } from '../money/format-money';
import { MyBalanceQuery } from '../orders/order-operations';

/** After a refund to the account balance, the balance it landed in, so the buyer sees the money arrived. */
export function BalanceNote() {
  const { t, i18n } = useTranslation();
  const balance = useQuery(MyBalanceQuery, { fetchPolicy: 'network-only' }).data?.myBalanceFen;
  if (balance === undefined) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="after-sale-balance">
      {t('afterSale.detail.balanceNow', {
        balance: formatMoneyFen(BigInt(balance), i18n.resolvedLanguage ?? i18n.language),
      })}
    </Text>
  );
}
