import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  COMPARE_LIMIT,
  clearComparedParts,
  comparePath,
  toggleComparedPart,
  useComparedParts,
} from './compare-selection';
import classes from './compare.module.css';

/** The parts picked for comparison, pinned under the list while any are picked, with the way to compare them. */
export function CompareTray() {
  const { t } = useTranslation();
  const parts = useComparedParts();
  if (parts.length === 0) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      className={classes.tray}
      role="region"
      aria-label={t('compare.trayLabel')}
      data-testid="compare-tray"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {t('compare.picked', { count: parts.length, limit: COMPARE_LIMIT })}
          </Text>
          {parts.map((part) => (
            <Group key={part.id} gap={2} className={classes.trayPart} wrap="nowrap">
              <Text size="sm" ff="monospace">
                {part.mpn}
              </Text>
              <CloseButton
                size="sm"
                aria-label={t('compare.remove', { mpn: part.mpn })}
                onClick={() => toggleComparedPart(part)}
              />
            </Group>
          ))}
        </Group>
        <Group gap="xs">
          <Button size="compact-sm" variant="subtle" onClick={clearComparedParts}>
            {t('compare.clear')}
          </Button>
          <Button
            size="compact-sm"
            component={Link}
            to={comparePath(parts.map((part) => part.id))}
            data-testid="compare-open"
          >
            {t('compare.open')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
