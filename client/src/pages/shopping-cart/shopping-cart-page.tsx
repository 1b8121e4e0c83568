import { useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartView } from '../../features/cart/cart-view';
import { MyCartQuery } from '../../features/cart/cart-operations';
import { useDocumentTitle } from '../../features/document-title/use-document-title';

export default function ShoppingCartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cart.title'));
  const { data, loading } = useQuery(MyCartQuery, { fetchPolicy: 'cache-and-network' });
  const cart = data?.myCart;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('cart.title')}
      </Title>
      {loading && !cart && <Skeleton h={160} radius="md" />}
      {cart && cart.lineCount === 0 && (
        <Alert color="gray" title={t('cart.emptyTitle')}>
          <Stack gap="sm" align="flex-start">
            {t('cart.emptyText')}
            <Button component={Link} to="/goods/list" variant="light">
              {t('cart.browse')}
            </Button>
          </Stack>
        </Alert>
      )}
      {cart && cart.lineCount > 0 && <CartView cart={cart} />}
    </Stack>
  );
}
