import { ActionIcon, Indicator } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatBadgeCount } from '../../features/badge/format-badge-count';

interface HeaderCountLinkProps {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
}

/** An icon link with a count badge that hides at zero and caps at 99+; `label` names the link with its count. */
export function HeaderCountLink({ to, label, count, icon }: HeaderCountLinkProps) {
  return (
    <Indicator label={formatBadgeCount(count)} disabled={count === 0} color="brand" size={16} offset={4}>
      <ActionIcon component={Link} to={to} variant="subtle" color="gray" size="lg" aria-label={label}>
        {icon}
      </ActionIcon>
    </Indicator>
  );
}
