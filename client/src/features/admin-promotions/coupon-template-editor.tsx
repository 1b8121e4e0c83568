import { useMutation, useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import { showToast } from '../toast/show-toast';
import {
  AdminCouponTemplateQuery,
  CouponTemplateDetailFragment,
  AdminSaveCouponTemplateMutation,
} from './admin-promotions-operations';
import { CouponTemplateForm } from './coupon-template-form';
import { emptyTemplateForm, formFromTemplate, placeUserErrors, type TemplateInput } from './template-form-values';

interface CouponTemplateEditorProps {
  /** Null for a new template. */
  templateId: string | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

/** Creates a template, or loads one and edits it; saving opens the saved template. */
export function CouponTemplateEditor({ templateId, onSaved, onCancel }: CouponTemplateEditorProps) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(AdminCouponTemplateQuery, {
    variables: { id: templateId ?? '' },
    skip: !templateId,
    fetchPolicy: 'network-only',
  });
  const template = getFragmentData(CouponTemplateDetailFragment, data?.staffCouponTemplate);
  // The saved template comes back with every field the detail shows, so the cache has it; the list reads the
  // server again when it opens. (Refetching by name here would also run this form's skipped query without an id.)
  const [save, saving] = useMutation(AdminSaveCouponTemplateMutation);

  if (templateId && (loading || !template)) {
    return (
      <Center py="xl">
        <Loader aria-label={t('staff.loading')} />
      </Center>
    );
  }

  async function onSave(input: TemplateInput) {
    const result = await save({ variables: { input: templateId ? { ...input, id: templateId } : input } }).catch(
      () => null,
    );
    const payload = result?.data?.saveCouponTemplate;
    if (!payload) {
      showToast(t('adminPromotions.saveFailed'));
      return null;
    }
    if (payload.userErrors.length > 0 || !payload.template) {
      showToast(t('adminPromotions.form.fixFields'));
      return placeUserErrors(payload.userErrors);
    }
    showToast(t('adminPromotions.form.saved'), 'success');
    onSaved(payload.template.id);
    return placeUserErrors([]);
  }

  return (
    <CouponTemplateForm
      heading={
        template ? t('adminPromotions.form.editTitle', { title: template.title }) : t('adminPromotions.form.newTitle')
      }
      initial={template ? formFromTemplate(template) : emptyTemplateForm()}
      initialParts={Object.fromEntries((template?.scope.products ?? []).map((part) => [part.id, part.name]))}
      saving={saving.loading}
      onSave={onSave}
      onCancel={onCancel}
    />
  );
}
