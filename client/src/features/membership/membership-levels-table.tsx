import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../gql';
import { MembershipLevelsTableFragment } from './membership-operations';

/** The level rules: the growth each level needs, its discount, its points multiplier and its perks. */
export function MembershipLevelsTable(props: {
  levels: readonly FragmentType<typeof MembershipLevelsTableFragment>[];
  currentCode: string | null;
}) {
  const levels = getFragmentData(MembershipLevelsTableFragment, props.levels);
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder verticalSpacing="xs" data-testid="membership-levels">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('membership.levels.level')}</Table.Th>
            <Table.Th ta="right">{t('membership.levels.growthRequired')}</Table.Th>
            <Table.Th ta="right">{t('membership.levels.discount')}</Table.Th>
            <Table.Th ta="right">{t('membership.levels.multiplier')}</Table.Th>
            <Table.Th>{t('membership.levels.perks')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {levels.map((level) => (
            <Table.Tr
              key={level.code}
              data-testid="membership-level"
              bg={level.code === props.currentCode ? 'var(--mantine-color-yellow-light)' : undefined}
            >
              <Table.Td fw={600}>{level.name}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {number(level.growthRequired)}
              </Table.Td>
              <Table.Td ta="right">{t('membership.levels.discountValue', { percent: level.discountPercent })}</Table.Td>
              <Table.Td ta="right">
                {t('membership.levels.multiplierValue', { times: number(level.pointsMultiplierPercent / 100) })}
              </Table.Td>
              <Table.Td>
                {level.perks.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                ) : (
                  level.perks.map((perk) => (
                    <Text key={perk} size="sm">
                      {perk}
                    </Text>
                  ))
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
