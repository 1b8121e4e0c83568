import { ActionIcon, Group, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parseYuanToMilli } from '../money/parse-yuan';

/** One quoted line as staff type it: prices in yuan text, the shop part when there is one. */
export interface EditableQuoteLine {
  key: number;
  mpn: string;
  description: string;
  quantity: string;
  unitPrice: string;
  productId: string | null;
  leadTime: string;
  /** Why the BOM matcher gave it (MATCHED, SUGGESTED, UNMATCHED), when it came from the BOM. */
  status?: string;
}

export type QuoteLineProblem = 'mpn' | 'quantity' | 'unitPrice';

/** What the server would refuse in a line, checked before sending. */
export function quoteLineProblems(line: EditableQuoteLine): QuoteLineProblem[] {
  const problems: QuoteLineProblem[] = [];
  if (line.mpn.trim() === '' || line.mpn.trim().length > 100) problems.push('mpn');
  const quantity = /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity.trim()) : 0;
  if (quantity < 1 || quantity > 1_000_000_000) problems.push('quantity');
  const price = parseYuanToMilli(line.unitPrice);
  if (price === undefined || price < 1 || price > 1_000_000_000) problems.push('unitPrice');
  return problems;
}

/** The server's line input of a checked line. */
export function quoteLineInput(line: EditableQuoteLine) {
  return {
    mpn: line.mpn.trim(),
    description: line.description.trim(),
    quantity: Number(line.quantity.trim()),
    unitPriceMilli: parseYuanToMilli(line.unitPrice) ?? 0,
    productId: line.productId,
    leadTime: line.leadTime.trim(),
  };
}

/** The table where staff enter the quoted lines, one row per part. */
export function QuoteLineEditor(props: {
  lines: EditableQuoteLine[];
  onChange: (lines: EditableQuoteLine[]) => void;
  showProblems: boolean;
}) {
  const { t } = useTranslation();
  const update = (key: number, change: Partial<EditableQuoteLine>) =>
    props.onChange(props.lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  return (
    <ScrollArea>
      <Table miw={760} data-testid="quote-line-editor">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inquiry.line.mpn')}</Table.Th>
            <Table.Th>{t('inquiry.line.description')}</Table.Th>
            <Table.Th w={110}>{t('inquiry.line.quantity')}</Table.Th>
            <Table.Th w={130}>{t('inquiry.line.unitPriceYuan')}</Table.Th>
            <Table.Th w={130}>{t('inquiry.line.leadTime')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.lines.map((line, index) => {
            const problems = props.showProblems ? quoteLineProblems(line) : [];
            const invalid = (field: QuoteLineProblem) =>
              problems.includes(field) ? t(`inquiry.line.invalid.${field}`) : undefined;
            return (
              <Table.Tr key={line.key} data-testid="quote-line-row">
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={t('inquiry.line.mpn')}
                    value={line.mpn}
                    error={invalid('mpn')}
                    onChange={(event) => update(line.key, { mpn: event.currentTarget.value, productId: null })}
                    data-testid={`quote-line-mpn-${index}`}
                  />
                  {line.productId && (
                    <Text size="xs" c="teal">
                      {t('inquiry.line.shopPart')}
                      {line.status ? ` · ${t(`bom.status.${line.status}`)}` : ''}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={t('inquiry.line.description')}
                    value={line.description}
                    maxLength={200}
                    onChange={(event) => update(line.key, { description: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    inputMode="numeric"
                    aria-label={t('inquiry.line.quantity')}
                    value={line.quantity}
                    error={invalid('quantity')}
                    onChange={(event) => update(line.key, { quantity: event.currentTarget.value })}
                    data-testid={`quote-line-quantity-${index}`}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    inputMode="decimal"
                    aria-label={t('inquiry.line.unitPriceYuan')}
                    value={line.unitPrice}
                    error={invalid('unitPrice')}
                    onChange={(event) => update(line.key, { unitPrice: event.currentTarget.value })}
                    data-testid={`quote-line-price-${index}`}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={t('inquiry.line.leadTime')}
                    value={line.leadTime}
                    maxLength={50}
                    onChange={(event) => update(line.key, { leadTime: event.currentTarget.value })}
                    data-testid={`quote-line-lead-${index}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Group justify="center">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('inquiry.line.remove')}
                      onClick={() => props.onChange(props.lines.filter((other) => other.key !== line.key))}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
