/**
 * The countries the shop delivers to (ISO 3166-1 alpha-2), the one place that decides the delivery range:
 * mainland China first, then the regions and countries the shop's couriers serve.
 */
export const DELIVERY_COUNTRIES = ['CN', 'HK', 'MO', 'TW', 'SG', 'US', 'DE', 'ES', 'RU'] as const;

export function isInDeliveryRange(country: string): boolean {
  return (DELIVERY_COUNTRIES as readonly string[]).includes(country);
}
