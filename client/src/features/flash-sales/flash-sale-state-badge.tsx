import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FLASH_SALE_STATE_COLORS, type FlashSaleState } from './flash-sale-model';

/** Spec §4's words for a session's or an item's state: not started, on sale, sold out, ended. */
export function FlashSaleStateBadge({ state, testId }: { state: FlashSaleState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={FLASH_SALE_STATE_COLORS[state]}
      variant={state === 'ON_SALE' ? 'filled' : 'light'}
      data-testid={testId}
      data-state={state}
    >
      {t(`flashSales.states.${state}`)}
    </Badge>
  );
}
