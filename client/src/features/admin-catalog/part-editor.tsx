import { useMutation, useQuery } from '@apollo/client/react';
import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import { PartStockPanel } from '../admin-stock/part-stock-panel';
import { showToast } from '../toast/show-toast';
import {
  AdminCatalogReferencesQuery,
  AdminSavePartMutation,
  AdminStaffPartQuery,
  StaffCategoryFieldsFragment,
  StaffMakerFieldsFragment,
  StaffPartFieldsFragment,
} from './admin-catalog-operations';
import { PartForm } from './part-form';
import { emptyPartForm, formFromPart, placeUserErrors, type PartInput } from './part-form-values';

interface PartEditorProps {
  /** Null for a new part. */
  partId: string | null;
  edit: boolean;
  /** Shows the stock form beside the history (stock.adjust). */
  adjustStock: boolean;
  onSaved: (id: string) => void;
  onClose: () => void;
}

/** Creates a part, or loads one and edits it (read-only without catalog.edit); saving opens the saved part. */
export function PartEditor({ partId, edit, adjustStock, onSaved, onClose }: PartEditorProps) {
  const { t } = useTranslation();
  const { data, loading, refetch } = useQuery(AdminStaffPartQuery, {
    variables: { id: partId ?? '' },
    skip: !partId,
    fetchPolicy: 'network-only',
  });
  const references = useQuery(AdminCatalogReferencesQuery);
  const part = getFragmentData(StaffPartFieldsFragment, data?.staffPart);
  const categories = getFragmentData(StaffCategoryFieldsFragment, references.data?.staffCategories);
  const makers = getFragmentData(StaffMakerFieldsFragment, references.data?.staffMakers);
  const [save, saving] = useMutation(AdminSavePartMutation);

  if ((partId && (loading || !part)) || !categories || !makers) {
    return (
      <Center py="xl">
        <Loader aria-label={t('staff.loading')} />
      </Center>
    );
  }

  async function onSave(input: PartInput): Promise<Record<string, string>> {
    const result = await save({ variables: { input: partId ? { ...input, id: partId } : input } }).catch(() => null);
    const payload = result?.data?.saveStaffPart;
    if (!payload) {
      showToast(t('adminCatalog.part.saveFailed'));
      return {};
    }
    const saved = getFragmentData(StaffPartFieldsFragment, payload.part);
    if (payload.userErrors.length > 0 || !saved) {
      showToast(t('adminCatalog.part.fixFields'));
      return placeUserErrors(payload.userErrors);
    }
    showToast(t('adminCatalog.part.saved'), 'success');
    onSaved(saved.id);
    return {};
  }

  // The stock panel is its own form, so it sits below the part's form rather than inside it.
  return (
    <Stack gap="lg">
      <PartForm
        key={part?.id ?? 'new'}
        part={part ?? null}
        initial={part ? formFromPart(part) : emptyPartForm()}
        categories={categories}
        makers={makers}
        edit={edit}
        saving={saving.loading}
        onSave={onSave}
        onClose={onClose}
        onImagesChanged={() => void refetch()}
      />
      {part && <PartStockPanel productId={part.product.id} canAdjust={adjustStock} />}
    </Stack>
  );
}
