import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { userTierKey } from '../../features/session/user-tier';

/** Spec §4: the tier label, "super member" when vip = 1, else "normal user". */
export function TierBadge({ vip }: { vip: number }) {
  const { t } = useTranslation();
  return (
    <Badge ml={6} size="xs" variant="light" color={vip === 1 ? 'yellow' : 'gray'}>
      {t(userTierKey(vip))}
    </Badge>
  );
}
