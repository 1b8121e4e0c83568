import { useMutation } from '@apollo/client/react';
import { Button, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, type FragmentType, getFragmentData } from '../../gql';
import { formatMoneyFen } from '../money/format-money';
import { showToast } from '../toast/show-toast';
import { storeChangedCart } from './cart-cache';
import { CartLineRow } from './cart-line-row';
import {
  MoveCartLinesToFavouritesMutation,
  RemoveCartLinesMutation,
  SelectCartLinesMutation,
  UpdateCartLineMutation,
} from './cart-operations';
import classes from './cart.module.css';

export const CartViewFragment = graphql(`
  fragment CartView_cart on Cart {
    selectedSubtotalFen
    selectedCount
    lines {
      id
      selected
      ...CartLineRow_cartLine
    }
  }
`);

interface CartViewProps {
  cart: FragmentType<typeof CartViewFragment>;
}

interface UserError {
  message: string;
  lineIds?: readonly string[] | null;
}

/** The cart's lines with selection, removal (after a confirmation) and the subtotal the server computed. */
export function CartView(props: CartViewProps) {
  const cart = getFragmentData(CartViewFragment, props.cart);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<string[] | null>(null);
  const update = (cache: Parameters<typeof storeChangedCart>[0], changed: Parameters<typeof storeChangedCart>[1]) =>
    storeChangedCart(cache, changed);
  const [updateLine, updateState] = useMutation(UpdateCartLineMutation, {
    update: (cache, { data }) => update(cache, data?.updateCartLine.cart),
  });
  const [selectLines, selectState] = useMutation(SelectCartLinesMutation, {
    update: (cache, { data }) => update(cache, data?.selectCartLines.cart),
  });
  const [removeLines, removeState] = useMutation(RemoveCartLinesMutation, {
    update: (cache, { data }) => update(cache, data?.removeCartLines.cart),
  });
  const [moveLines, moveState] = useMutation(MoveCartLinesToFavouritesMutation, {
    update: (cache, { data }) => update(cache, data?.moveCartLinesToFavourites.cart),
    refetchQueries: ['MyFavourites'],
  });
  const busy = updateState.loading || selectState.loading || removeState.loading || moveState.loading;

  /** A refused change names its line; anything else goes to a toast. GraphQL errors were toasted already. */
  function showRefusals(errors: readonly UserError[] | undefined, lineId?: string) {
    const next: Record<string, string> = {};
    for (const error of errors ?? []) {
      const target = error.lineIds?.[0] ?? lineId;
      if (target) next[target] = error.message;
      else showToast(error.message);
    }
    setRefusals(next);
  }

  async function changeQuantity(lineId: string, quantity: number) {
    const result = await updateLine({ variables: { input: { lineId, quantity } } }).catch(() => null);
    showRefusals(result?.data?.updateCartLine.userErrors, lineId);
  }

  async function select(lineIds: string[] | null, selected: boolean) {
    const result = await selectLines({ variables: { input: { lineIds, selected } } }).catch(() => null);
    showRefusals(result?.data?.selectCartLines.userErrors);
  }

  async function confirmRemoval() {
    if (!removing) return;
    const result = await removeLines({ variables: { input: { lineIds: removing } } }).catch(() => null);
    setRemoving(null);
    const payload = result?.data?.removeCartLines;
    if (!payload) return;
    showRefusals(payload.userErrors);
    if (payload.removedCount) showToast(t('cart.removed', { lines: payload.removedCount }), 'success');
  }

  async function moveToFavourites(lineIds: string[]) {
    const result = await moveLines({ variables: { input: { lineIds } } }).catch(() => null);
    const payload = result?.data?.moveCartLinesToFavourites;
    if (!payload) return;
    showRefusals(payload.userErrors);
    if (payload.removedCount) showToast(t('cartExtras.movedToFavourites', { lines: payload.removedCount }), 'success');
  }

  const selectedIds = cart.lines.filter((line) => line.selected).map((line) => line.id);
  const allSelected = selectedIds.length === cart.lines.length;
  const someSelected = !allSelected && selectedIds.length > 0;
  const selectAllId = useId();
  const selectAllRef = useRef<HTMLInputElement>(null);
  // A native checkbox shows "some selected" only through this property; there is no attribute for it.
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <input
            id={selectAllId}
            ref={selectAllRef}
            type="checkbox"
            className={classes.checkbox}
            checked={allSelected}
            onChange={(event) => void select(null, event.currentTarget.checked)}
            disabled={busy}
          />
          <Text component="label" htmlFor={selectAllId} size="sm">
            {t('cart.selectAll')}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            variant="subtle"
            disabled={selectedIds.length === 0 || busy}
            onClick={() => void moveToFavourites(selectedIds)}
            data-testid="cart-move-to-favourites"
          >
            {t('cartExtras.moveToFavourites')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            disabled={selectedIds.length === 0 || busy}
            onClick={() => setRemoving(selectedIds)}
          >
            {t('cart.removeSelected')}
          </Button>
        </Group>
      </Group>
      {cart.lines.map((line) => (
        <CartLineRow
          key={line.id}
          line={line}
          refusal={refusals[line.id]}
          busy={busy}
          onQuantity={(lineId, quantity) => void changeQuantity(lineId, quantity)}
          onSelect={(lineId, selected) => void select([lineId], selected)}
          onRemove={(lineId) => setRemoving([lineId])}
        />
      ))}
      <Paper withBorder radius="md" p="md" className={classes.summary}>
        <Group justify="space-between" wrap="wrap" gap="sm" className={classes.summaryContent}>
          <Text>
            {t('cart.selectedCount', { lines: cart.selectedCount })}{' '}
            <Text span fw={700} c="teal" size="lg" ff="monospace" data-testid="cart-subtotal">
              {formatMoneyFen(BigInt(cart.selectedSubtotalFen), locale)}
            </Text>
          </Text>
          {cart.selectedCount > 0 ? (
            <Button component={Link} to="/shoppingCart/confirm" data-testid="cart-checkout">
              {t('cart.checkout')}
            </Button>
          ) : (
            <Button disabled data-testid="cart-checkout">
              {t('cart.checkout')}
            </Button>
          )}
        </Group>
      </Paper>
      {/* A drawer rather than a modal: Mantine's Drawer is already in the vendor chunk every page loads. */}
      <Drawer
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('cart.confirmRemoveTitle')}
        position="bottom"
        size={200}
      >
        <Stack gap="md">
          <Text>{t('cart.confirmRemoveText', { count: removing?.length ?? 0 })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('cart.cancel')}
            </Button>
            <Button color="red" loading={removeState.loading} onClick={() => void confirmRemoval()}>
              {t('cart.remove')}
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </Stack>
  );
}
