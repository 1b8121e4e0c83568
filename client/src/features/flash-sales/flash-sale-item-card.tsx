import { Anchor, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { goodsDetailPath } from '../catalog/goods-list-link';
import { formatMoneyMilli } from '../money/format-money';
import type { FlashSaleItemView } from './flash-sale-model';
import { FlashSaleStateBadge } from './flash-sale-state-badge';

interface FlashSaleItemCardProps {
  item: FlashSaleItemView;
  /** The buy button works only while both the session and the item are on sale. */
  canBuy: boolean;
  onBuy: (item: FlashSaleItemView) => void;
}

/** A part of a session: sale price against list price, the sold share, its state and the buy button. */
export function FlashSaleItemCard({ item, canBuy, onBuy }: FlashSaleItemCardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const percent = item.soldPercent;
  return (
    <Paper withBorder radius="md" p="md" data-testid="flash-sale-item" data-item-id={item.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={goodsDetailPath(item.productId)} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {item.mpn}
            </Anchor>
            <Text size="sm" c="dimmed">
              {item.brandName}
            </Text>
          </div>
          <FlashSaleStateBadge state={item.state} testId="flash-sale-item-state" />
        </Group>
        <Group gap="xs" align="baseline" wrap="wrap">
          <Text fw={800} fz="xl" c="red" ff="monospace" data-testid="flash-sale-price">
            {formatMoneyMilli(item.salePriceMilli, locale)}
          </Text>
          <Text size="sm" c="dimmed" td="line-through" ff="monospace" aria-label={t('flashSales.listPrice')}>
            {formatMoneyMilli(item.listPriceMilli, locale)}
          </Text>
        </Group>
        <Progress value={percent} color="red" size="lg" aria-label={t('flashSales.soldShare', { percent })} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" data-testid="flash-sale-sold">
            {t('flashSales.soldShare', { percent })}
          </Text>
          <Text size="sm" c="dimmed">
            {item.myBought > 0
              ? t('flashSales.boughtOfLimit', { bought: item.myBought, limit: item.perUserLimit })
              : t('flashSales.perUserLimit', { limit: item.perUserLimit })}
          </Text>
        </Group>
        <Button color="red" fullWidth disabled={!canBuy} onClick={() => onBuy(item)} data-testid="flash-sale-buy">
          {t(item.state === 'SOLD_OUT' ? 'flashSales.states.SOLD_OUT' : 'flashSales.buy')}
        </Button>
      </Stack>
    </Paper>
  );
}
