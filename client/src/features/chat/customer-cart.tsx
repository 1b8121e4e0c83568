import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoneyFen } from '../money/format-money';
import { ChatCustomerCartQuery } from './customer-sidebar-operations';

/** Lines shown beside the chat; the total counts them all. */
const SHOWN_LINES = 5;

/** Beside a support chat: what the customer has in their cart now, each part linking to its page. */
export function CustomerCart({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data } = useQuery(ChatCustomerCartQuery, { variables: { customerId }, fetchPolicy: 'network-only' });
  const cart = data?.customerCart;
  return (
    <Stack gap={6} data-testid="chat-customer-cart">
      <Title order={3} size="h6">
        {t('chatSidebar.cart', { count: cart?.lineCount ?? 0 })}
      </Title>
      {cart && cart.lineCount === 0 && (
        <Text size="sm" c="dimmed">
          {t('chatSidebar.emptyCart')}
        </Text>
      )}
      {cart?.lines.slice(0, SHOWN_LINES).map((line) => (
        <Group key={line.id} justify="space-between" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`/goods/${line.product.id}`} target="_blank" size="sm">
            {line.product.mpn}
          </Anchor>
          <Text size="xs" c="dimmed">
            × {line.quantity} · {formatMoneyFen(BigInt(line.lineTotalFen), locale)}
          </Text>
        </Group>
      ))}
      {cart && cart.lineCount > SHOWN_LINES && (
        <Text size="xs" c="dimmed">
          {t('chatSidebar.moreLines', { count: cart.lineCount - SHOWN_LINES })}
        </Text>
      )}
      {cart && cart.lineCount > 0 && (
        <Text size="xs">
          {t('chatSidebar.selectedSubtotal', { amount: formatMoneyFen(BigInt(cart.selectedSubtotalFen), locale) })}
        </Text>
      )}
    </Stack>
  );
}
