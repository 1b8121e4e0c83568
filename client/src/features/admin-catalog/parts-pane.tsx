import { useSearchParams } from 'react-router';
import { PartEditor } from './part-editor';
import { PartList } from './part-list';

/** The parts tab: the search list, a new part's form (`?part=new`) or one part's editor (`?part=<id>`). */
export function PartsPane({ edit, adjustStock }: { edit: boolean; adjustStock: boolean }) {
  const [params, setParams] = useSearchParams();
  const partId = params.get('part');

  function open(id: string | null) {
    const next = new URLSearchParams(params);
    if (id) next.set('part', id);
    else next.delete('part');
    setParams(next);
  }

  if (partId === 'new' && edit) {
    return <PartEditor partId={null} edit adjustStock={false} onSaved={open} onClose={() => open(null)} />;
  }
  if (partId && partId !== 'new') {
    return (
      <PartEditor partId={partId} edit={edit} adjustStock={adjustStock} onSaved={open} onClose={() => open(null)} />
    );
  }
  return <PartList edit={edit} onOpen={open} onCreate={() => open('new')} />;
}
