import { Anchor, Badge, Button, Checkbox, Collapse, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { Lifecycle } from '../../gql/graphql';
import { formatQuantity } from '../locale-format/format-quantity';
import { parameterLabel } from '../product-detail/parameter-label';
import { LIFECYCLES, type NumericRange } from './goods-list-filters';
import classes from './parameter-facets.module.css';

export const ParameterFacets_Facet = graphql(`
  fragment ParameterFacets_facet on ParameterFacet {
    name
    valueCount
    values {
      value
      count
      siNumber
    }
  }
`);

/**
 * Values shown per parameter before "show all": long value lists (every resistance) would bury the rest. The list
 * asks for only these (those with the most parts) until a shopper wants them all.
 */
export const COLLAPSED_FACET_VALUES = 8;

interface ParameterFacetsProps {
  facets: FragmentType<typeof ParameterFacets_Facet>[];
  selected: Record<string, string[]>;
  onToggle: (name: string, value: string) => void;
  onClear: () => void;
  /** Asks for every value of every parameter, when a facet was sent only its most common ones. */
  onShowAllValues: () => void;
  ranges: Record<string, NumericRange>;
  onRangeChange: (name: string, range: NumericRange) => void;
  lifecycles: Lifecycle[];
  rohsCompliant: boolean;
  onSupplyChange: (change: { lifecycles?: Lifecycle[]; rohsCompliant?: boolean }) => void;
}

interface FacetValue {
  value: string;
  count: number;
  siNumber?: number | null;
}

interface RangeSelectProps {
  label: string;
  values: FacetValue[];
  range: NumericRange;
  onChange: (range: NumericRange) => void;
}

/**
 * From and to as native selects over the values the parts have (in numeric order): a range such as 1–10 µF without
 * typing units, and without a popover library on the list.
 */
function RangeSelect({ label, values, range, onChange }: RangeSelectProps) {
  const { t } = useTranslation();
  const numeric = values.filter(
    (entry): entry is FacetValue & { siNumber: number } => typeof entry.siNumber === 'number',
  );
  const options = [...new Map(numeric.map((entry) => [entry.siNumber, entry.value])).entries()].sort(
    ([a], [b]) => a - b,
  );
  const select = (side: 'min' | 'max', sideLabel: string) => (
    <label className={classes.rangeSide}>
      <Text span size="xs" c="dimmed">
        {sideLabel}
      </Text>
      <select
        className={classes.rangeSelect}
        aria-label={`${t('catalogFacets.rangeLabel', { parameter: label })}: ${sideLabel}`}
        value={range[side] === undefined ? '' : String(range[side])}
        onChange={(event) => {
          const picked = event.currentTarget.value;
          onChange({ ...range, [side]: picked === '' ? undefined : Number(picked) });
        }}
      >
        <option value="">{t('catalogFacets.rangeAny')}</option>
        {options.map(([number, text]) => (
          <option key={number} value={String(number)}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Group gap="xs" wrap="nowrap" data-testid="facet-range">
      {select('min', t('catalogFacets.rangeFrom'))}
      {select('max', t('catalogFacets.rangeTo'))}
    </Group>
  );
}

interface FacetGroupProps {
  name: string;
  values: FacetValue[];
  /** Values the parameter has, sent or not. */
  valueCount: number;
  selected: string[];
  onToggle: (value: string) => void;
  onShowAllValues: () => void;
  range: NumericRange;
  onRangeChange: (range: NumericRange) => void;
}

/** Parameters measured in numbers get a range beside their values; a package or dielectric does not. */
const RANGE_MIN_VALUES = 3;

function FacetGroup({
  name,
  values,
  valueCount,
  selected,
  onToggle,
  onShowAllValues,
  range,
  onRangeChange,
}: FacetGroupProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [expanded, setExpanded] = useState(false);
  // A ticked value stays visible even when the other filters leave it no parts.
  const shown = [
    ...values,
    ...selected.filter((value) => !values.some((entry) => entry.value === value)).map((value) => ({ value, count: 0 })),
  ];
  const visible = expanded
    ? shown
    : shown.filter((entry, index) => index < COLLAPSED_FACET_VALUES || selected.includes(entry.value));
  const total = Math.max(shown.length, valueCount);
  const label = name === 'package' ? t('product.package') : parameterLabel(t, name);
  return (
    <Stack gap={4} role="group" aria-label={label} data-testid={`facet-${name}`}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      {values.filter((entry) => typeof entry.siNumber === 'number').length >= RANGE_MIN_VALUES && (
        <RangeSelect label={label} values={values} range={range} onChange={onRangeChange} />
      )}
      {visible.map(({ value, count }) => (
        <Checkbox
          key={value}
          size="xs"
          checked={selected.includes(value)}
          onChange={() => onToggle(value)}
          label={
            <Group gap={6} wrap="nowrap">
              <span>{value}</span>
              <Text span size="xs" c="dimmed" data-testid="facet-count">
                ({formatQuantity(count, locale)})
              </Text>
            </Group>
          }
          aria-label={`${label}: ${value}`}
        />
      ))}
      {total > visible.length || expanded ? (
        <Anchor
          component="button"
          type="button"
          size="xs"
          onClick={() => {
            if (!expanded && values.length < valueCount) onShowAllValues();
            setExpanded(!expanded);
          }}
        >
          {expanded ? t('catalogFacets.showFewer') : t('catalogFacets.showAll', { total })}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/**
 * The category's parametric filters as checkbox groups with the part count beside each value. Beside the list
 * on wide screens; behind a "Filters" button on a phone so the parts stay in view.
 */
export function ParameterFacets({
  facets: facetRefs,
  selected,
  onToggle,
  onClear,
  onShowAllValues,
  ranges,
  onRangeChange,
  lifecycles,
  rohsCompliant,
  onSupplyChange,
}: ParameterFacetsProps) {
  const { t } = useTranslation();
  const facets = getFragmentData(ParameterFacets_Facet, facetRefs);
  const wide = useMediaQuery('(min-width: 48em)', true);
  const [opened, panel] = useDisclosure(false);
  const tickedCount =
    Object.values(selected).reduce((total, values) => total + values.length, 0) + Object.keys(ranges).length;
  if (facets.length === 0) return null;

  const groups = (
    <Stack gap="md" data-testid="parameter-facets">
      {tickedCount > 0 && (
        <Anchor component="button" type="button" size="xs" onClick={onClear}>
          {t('catalogFacets.clear')}
        </Anchor>
      )}
      {facets.map((facet) => (
        <FacetGroup
          key={facet.name}
          name={facet.name}
          values={facet.values}
          valueCount={facet.valueCount}
          selected={selected[facet.name] ?? []}
          onToggle={(value) => onToggle(facet.name, value)}
          onShowAllValues={onShowAllValues}
          range={ranges[facet.name] ?? {}}
          onRangeChange={(range) => onRangeChange(facet.name, range)}
        />
      ))}
      <Stack gap={4} role="group" aria-label={t('partSupply.lifecycle')} data-testid="facet-lifecycle">
        <Text fw={600} size="sm">
          {t('partSupply.lifecycle')}
        </Text>
        {LIFECYCLES.map((state) => (
          <Checkbox
            key={state}
            size="xs"
            label={t(`partSupply.lifecycles.${state}`)}
            checked={lifecycles.includes(state)}
            onChange={() =>
              onSupplyChange({
                lifecycles: lifecycles.includes(state)
                  ? lifecycles.filter((ticked) => ticked !== state)
                  : [...lifecycles, state],
              })
            }
          />
        ))}
        <Checkbox
          size="xs"
          mt={4}
          label={t('partSupply.rohsOnly')}
          checked={rohsCompliant}
          onChange={() => onSupplyChange({ rohsCompliant: !rohsCompliant })}
        />
      </Stack>
    </Stack>
  );
  if (wide) return groups;
  return (
    <Stack gap="xs">
      <Button
        size="xs"
        variant="default"
        onClick={panel.toggle}
        aria-expanded={opened}
        rightSection={tickedCount > 0 ? <Badge size="xs">{tickedCount}</Badge> : null}
      >
        {t('catalogFacets.filters')}
      </Button>
      <Collapse expanded={opened}>{groups}</Collapse>
    </Stack>
  );
}
