import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../toast/show-toast';
import { COMPARE_LIMIT, toggleComparedPart, useComparedParts, type ComparedPart } from './compare-selection';

/** "Compare" beside a part in a list: picks it for the side-by-side view, refusing a fifth part with a message. */
export function CompareCheckbox({ part }: { part: ComparedPart }) {
  const { t } = useTranslation();
  const picked = useComparedParts().some((compared) => compared.id === part.id);
  return (
    <Checkbox
      size="xs"
      label={t('compare.pick')}
      // Many rows carry the same visible label; the accessible name says which part it picks.
      aria-label={t('compare.pickPart', { mpn: part.mpn })}
      checked={picked}
      onChange={() => {
        if (!toggleComparedPart(part)) showToast(t('compare.limitReached', { count: COMPARE_LIMIT }), 'info');
      }}
      data-testid="compare-checkbox"
    />
  );
}
