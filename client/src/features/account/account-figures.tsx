import { useQuery } from '@apollo/client/react';
import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { formatDate } from '../locale-format/format-date';

const AccountFiguresQuery = graphql(`
  query AccountFigures {
    myPoints {
      balance
    }
    myCouponCounts {
      unused
    }
    myMembership {
      active
      validUntil
      level {
        name
      }
    }
  }
`);

function Figure({ to, label, value, testId }: { to: string; label: string; value: ReactNode; testId: string }) {
  return (
    <UnstyledButton component={Link} to={to} data-testid={testId}>
      <Paper withBorder radius="md" p="md" h="100%">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={700} fz="xl" data-testid={`${testId}-value`}>
          {value}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

/** The account home's figures: points, unused coupons and membership validity, each leading to its page. */
export function AccountFigures() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data } = useQuery(AccountFiguresQuery, { fetchPolicy: 'cache-and-network' });
  if (!data) return <Skeleton h={84} radius="md" />;
  const membership = data.myMembership;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" aria-label={t('membership.figuresTitle')}>
      <Figure
        to="/user/points"
        testId="figure-points"
        label={t('points.title')}
        value={new Intl.NumberFormat(locale).format(data.myPoints.balance)}
      />
      <Figure
        to="/user/coupon"
        testId="figure-coupons"
        label={t('coupons.mine.title')}
        value={new Intl.NumberFormat(locale).format(data.myCouponCounts.unused)}
      />
      <Figure
        to="/user/member"
        testId="figure-membership"
        label={t('membership.title')}
        value={
          membership.active && membership.validUntil ? (
            <>
              {membership.level.name}
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                {t('membership.validUntil', { date: formatDate(membership.validUntil as string, locale) })}
              </Text>
            </>
          ) : (
            t('membership.inactive')
          )
        }
      />
    </SimpleGrid>
  );
}
