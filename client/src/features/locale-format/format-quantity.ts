const quantityFormats = new Map<string, Intl.NumberFormat>();

/** Piece counts (stock, MOQ, price-break quantities) written the way the reader's locale writes numbers. */
export function formatQuantity(quantity: number, locale: string): string {
  let format = quantityFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    quantityFormats.set(locale, format);
  }
  return format.format(quantity);
}
