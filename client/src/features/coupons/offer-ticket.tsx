import { useMutation } from '@apollo/client/react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDateTime } from '../locale-format/format-date-time';
import { loginReturnState } from '../session/remembered-page';
import { useSession } from '../session/use-session';
import { showToast } from '../toast/show-toast';
import { ClaimCouponMutation, OfferTicketFragment } from './coupon-operations';
import { CouponTicket, TicketBadge } from './coupon-ticket';

/** Claims an offer; the server's §8 words ("coupon already received", "claim failed") come back as the toast. */
function ClaimButton({ offerId, label }: { offerId: string; label: string }) {
  const { t } = useTranslation();
  const [claim, claiming] = useMutation(ClaimCouponMutation, {
    // The offer's counts and button follow from the server, as do the shopper's coupon counts.
    refetchQueries: ['CouponOffers', 'AccountFigures'],
  });
  async function submit() {
    const result = await claim({ variables: { input: { offerId } } }).catch(() => null);
    const payload = result?.data?.claimCoupon;
    if (!payload) return;
    if (payload.userErrors[0]) {
      showToast(payload.userErrors[0].message, 'error');
      return;
    }
    showToast(t('coupons.claimed'), 'success');
  }
  return (
    <Button size="xs" color="red" loading={claiming.loading} onClick={() => void submit()}>
      {label}
    </Button>
  );
}

/** An offer of the coupon centre (or the part page's strip) with its claim button. */
export function OfferTicket(props: { offer: FragmentType<typeof OfferTicketFragment> }) {
  const offer = getFragmentData(OfferTicketFragment, props.offer);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { token } = useSession();
  const location = useLocation();
  const soldOut = offer.remaining === 0;

  let action;
  if (!token) {
    action = (
      <Button size="xs" variant="light" component={Link} to="/login/login" state={loginReturnState(location)}>
        {t('coupons.logInToClaim')}
      </Button>
    );
  } else if (offer.canClaim) {
    action = (
      <ClaimButton offerId={offer.id} label={t(offer.claimedByMe > 0 ? 'coupons.claimAgain' : 'coupons.claim')} />
    );
  } else {
    action = (
      <Button size="xs" variant="default" disabled>
        {t(offer.claimedByMe > 0 ? 'coupons.alreadyClaimed' : soldOut ? 'coupons.soldOut' : 'coupons.unavailable')}
      </Button>
    );
  }

  return (
    <CouponTicket
      coupon={offer}
      dimmed={!offer.canClaim && offer.claimedByMe === 0}
      testId="coupon-offer"
      badge={offer.claimedByMe > 0 ? <TicketBadge color="teal">{t('coupons.claimedBadge')}</TicketBadge> : null}
      note={
        <Text size="xs" c="dimmed">
          {[
            offer.remaining === null || offer.remaining === undefined
              ? null
              : t('coupons.remaining', { count: offer.remaining }),
            offer.claimEndsAt
              ? t('coupons.claimBy', { time: formatDateTime(offer.claimEndsAt as string, locale) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      }
      action={action}
    />
  );
}
