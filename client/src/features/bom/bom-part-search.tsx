import { useLazyQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BomPartSearchQuery } from './bom-operations';

interface BomPartSearchProps {
  reference: string;
  initialQuery: string;
  onPick: (productId: string) => void;
}

/** Inline search for a line without a part: type an MPN or words, pick one of the results. */
export function BomPartSearch({ reference, initialQuery, onPick }: BomPartSearchProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(initialQuery);
  const [search, { data, loading }] = useLazyQuery(BomPartSearchQuery);
  const results = data?.products.edges.map((edge) => edge.node) ?? [];

  return (
    <Stack gap={4}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) void search({ variables: { query: query.trim() } });
        }}
      >
        <Group gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            aria-label={t('bom.searchFor', { reference })}
            placeholder={t('bom.searchPlaceholder')}
          />
          <Button size="xs" variant="light" type="submit" loading={loading}>
            {t('bom.search')}
          </Button>
        </Group>
      </form>
      {data && results.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('bom.noResults')}
        </Text>
      )}
      {results.map((part) => (
        <Button
          key={part.id}
          size="compact-xs"
          variant="subtle"
          justify="flex-start"
          onClick={() => onPick(part.id)}
          aria-label={t('bom.pick', { mpn: part.mpn })}
        >
          {part.mpn} · {part.manufacturer.name} · {part.package} · {t('bom.stock', { count: part.stock })}
        </Button>
      ))}
    </Stack>
  );
}
