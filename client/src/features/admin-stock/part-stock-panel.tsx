import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffStockReason } from '../../gql/graphql';
import { AdjustStockMutation, PartStockQuery } from './admin-stock-operations';

const reasons: StaffStockReason[] = ['RECEIVED', 'COUNTED', 'DAMAGED'];

/**
 * A part's stock for staff: the stock now, an adjustment with a reason (received, counted, damaged) and the history
 * of every movement (orders' included). The part editor shows it; stock changes only here.
 */
export function PartStockPanel({ productId, canAdjust }: { productId: string; canAdjust: boolean }) {
  const { t, i18n } = useTranslation();
  const { data, refetch } = useQuery(PartStockQuery, { variables: { productId, first: 50 } });
  const [adjustStock, { loading }] = useMutation(AdjustStockMutation);
  const [reason, setReason] = useState<StaffStockReason>('RECEIVED');
  const [quantity, setQuantity] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    const answer = await adjustStock({
      variables: { input: { productId, reason, quantity: Number(quantity), note: note.trim() || null } },
    });
    const failure = answer.data?.adjustStock.userErrors[0];
    if (failure) {
      setError(failure.message);
      return;
    }
    setQuantity('');
    setNote('');
    await refetch();
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="part-stock-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('adminStock.title')}</Title>
          <Text fw={700} data-testid="part-stock">
            {t('adminStock.stockNow', { count: data?.partStock ?? 0 })}
          </Text>
        </Group>
        {canAdjust && (
          <Group align="flex-end" gap="sm">
            <SegmentedControl
              value={reason}
              onChange={(value) => setReason(value as StaffStockReason)}
              data={reasons.map((value) => ({ value, label: t(`adminStock.reason.${value}`) }))}
            />
            <NumberInput
              label={reason === 'COUNTED' ? t('adminStock.counted') : t('adminStock.quantity')}
              min={reason === 'COUNTED' ? 0 : 1}
              allowDecimal={false}
              value={quantity}
              onChange={setQuantity}
              w={140}
            />
            <TextInput
              label={t('adminStock.note')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Button loading={loading} disabled={quantity === ''} onClick={() => void submit()}>
              {t('adminStock.adjust')}
            </Button>
          </Group>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminStock.at')}</Table.Th>
              <Table.Th>{t('adminStock.reasonTitle')}</Table.Th>
              <Table.Th>{t('adminStock.delta')}</Table.Th>
              <Table.Th>{t('adminStock.after')}</Table.Th>
              <Table.Th>{t('adminStock.reference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.partStockHistory.edges.map(({ node }) => (
              <Table.Tr key={node.id}>
                <Table.Td>{new Date(node.at as string).toLocaleString(i18n.language)}</Table.Td>
                <Table.Td>{t(`adminStock.reason.${node.reason}`)}</Table.Td>
                <Table.Td>{node.delta > 0 ? `+${node.delta}` : node.delta}</Table.Td>
                <Table.Td>{node.stockAfter}</Table.Td>
                <Table.Td>{[node.reference, node.note].filter(Boolean).join(' · ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {data?.partStockHistory.totalCount === 0 && <Text c="dimmed">{t('adminStock.noHistory')}</Text>}
      </Stack>
    </Paper>
  );
}
