import { Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { MyCouponTicketFragment } from './coupon-operations';
import { couponScopePath } from './coupon-scope-link';
import { CouponTicket, TicketBadge } from './coupon-ticket';

/** A coupon the shopper holds: "use now" while unused, the order it went to once used, greyed out once expired. */
export function MyCouponTicket(props: { coupon: FragmentType<typeof MyCouponTicketFragment> }) {
  const coupon = getFragmentData(MyCouponTicketFragment, props.coupon);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const unused = coupon.status === 'UNUSED';
  return (
    <CouponTicket
      coupon={coupon}
      dimmed={!unused}
      testId="my-coupon"
      badge={
        unused && coupon.expiresSoon ? (
          <TicketBadge color="orange">{t('coupons.mine.expiresSoon')}</TicketBadge>
        ) : (
          <TicketBadge color={unused ? 'teal' : 'gray'}>{t(`coupons.status.${coupon.status}`)}</TicketBadge>
        )
      }
      note={
        <Text size="xs" c="dimmed">
          {t(`coupons.sources.${coupon.source}`)}
          {coupon.status === 'USED' && coupon.usedAt && (
            <>
              {' · '}
              {t('coupons.mine.usedAt', { time: formatDateTime(coupon.usedAt as string, locale) })}
              {coupon.orderId && coupon.orderNumber && (
                <>
                  {' · '}
                  <Anchor component={Link} to={`/user/order/details?id=${coupon.orderId}`} size="xs">
                    {t('orders.number', { number: coupon.orderNumber })}
                  </Anchor>
                </>
              )}
            </>
          )}
        </Text>
      }
      action={
        unused ? (
          <Button size="xs" color="red" variant="light" component={Link} to={couponScopePath(coupon.scope)}>
            {t('coupons.mine.useNow')}
          </Button>
        ) : null
      }
    />
  );
}
