import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { couponFace, couponValidity, type CouponFaceTerms, type CouponValidity } from './coupon-face';
import classes from './coupon-ticket.module.css';

export interface CouponTicketCoupon extends CouponFaceTerms, CouponValidity {
  title: string;
  description?: string | null;
  scope: { summary: string };
}

interface CouponTicketProps {
  coupon: CouponTicketCoupon;
  /** Greyed out: used, expired or not usable on this order. */
  dimmed?: boolean;
  /** A badge beside the title ("Expires soon", "Used"). */
  badge?: ReactNode;
  /** A line under the validity (remaining quantity, the order it was used on, why it can't be used). */
  note?: ReactNode;
  /** The button or link on the right. */
  action?: ReactNode;
  testId?: string;
}

/** One coupon as a ticket: its value and threshold on the left, title, scope and validity on the right. */
export function CouponTicket({ coupon, dimmed, badge, note, action, testId }: CouponTicketProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const face = couponFace(coupon, t, locale);
  const validity = couponValidity(coupon, t, locale);
  return (
    <Paper withBorder radius="md" className={classes.ticket} data-dimmed={dimmed || undefined} data-testid={testId}>
      <Box className={classes.value}>
        <Text fw={800} fz="xl" lh={1.2} data-testid="coupon-value">
          {face.value}
        </Text>
        <Text size="xs">{face.condition}</Text>
        {face.cap && <Text size="xs">{face.cap}</Text>}
      </Box>
      <Group className={classes.body} justify="space-between" wrap="wrap" gap="xs" align="center">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} data-testid="coupon-title" style={{ overflowWrap: 'anywhere' }}>
              {coupon.title}
            </Text>
            {badge}
          </Group>
          {coupon.description && (
            <Text size="xs" c="dimmed">
              {coupon.description}
            </Text>
          )}
          <Text size="sm" c="dimmed" data-testid="coupon-scope">
            {coupon.scope.summary}
          </Text>
          {validity && (
            <Text size="xs" c="dimmed" data-testid="coupon-validity">
              {validity}
            </Text>
          )}
          {note}
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}

/** A small badge for the ticket's title line. */
export function TicketBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge size="sm" color={color} variant="light">
      {children}
    </Badge>
  );
}
