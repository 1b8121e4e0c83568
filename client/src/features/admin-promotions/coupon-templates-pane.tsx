import { useSearchParams } from 'react-router';
import { CouponTemplateDetail } from './coupon-template-detail';
import { CouponTemplateEditor } from './coupon-template-editor';
import { CouponTemplateList } from './coupon-template-list';

/** The coupons tab: the template list, a new template's form (`?template=new`), or one template (`?template=<id>`). */
export function CouponTemplatesPane({ manage }: { manage: boolean }) {
  const [params, setParams] = useSearchParams();
  const templateId = params.get('template');
  const editing = params.get('edit') === '1';

  function open(id: string | null, edit = false) {
    const next = new URLSearchParams(params);
    next.delete('edit');
    if (id) next.set('template', id);
    else next.delete('template');
    if (edit) next.set('edit', '1');
    setParams(next);
  }

  if (templateId === 'new' && manage) {
    return <CouponTemplateEditor templateId={null} onSaved={(id) => open(id)} onCancel={() => open(null)} />;
  }
  if (templateId && templateId !== 'new') {
    return editing && manage ? (
      <CouponTemplateEditor templateId={templateId} onSaved={(id) => open(id)} onCancel={() => open(templateId)} />
    ) : (
      <CouponTemplateDetail
        templateId={templateId}
        manage={manage}
        onBack={() => open(null)}
        onEdit={() => open(templateId, true)}
      />
    );
  }
  return <CouponTemplateList manage={manage} onOpen={(id) => open(id)} onCreate={() => open('new')} />;
}
