/**
 * Where the buyer goes once an order is paid, when the page that placed it asked to be returned to (a paid
 * blind-box open goes back to its outcome): `returnTo` travels from the cashier to the result page. Only a path of
 * this site is followed, so a crafted link cannot send a buyer elsewhere after paying.
 */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** The payment result page of an order, carrying the page to return to, if any. */
export function paySuccessPath(orderId: string, returnTo: string | null): string {
  const back = returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : '';
  return `/shoppingCart/paySuccess?orderId=${encodeURIComponent(orderId)}${back}`;
}
