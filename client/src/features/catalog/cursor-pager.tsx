import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { nextPageStep, previousPageStep, readCursorTrail, type PageStep } from './cursor-history';

interface CursorPagerProps {
  /** The `after` cursor of the page shown, from the `after` search parameter. */
  after: string | undefined;
  endCursor: string | null | undefined;
  hasNextPage: boolean;
  loading: boolean;
}

/** Previous and Next for a forward-only connection; the page's cursor lives in the URL's `after`. */
export function CursorPager({ after, endCursor, hasNextPage, loading }: CursorPagerProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const trail = readCursorTrail(location.state);

  function goTo(step: PageStep) {
    const query = new URLSearchParams(searchParams);
    if (step.after) query.set('after', step.after);
    else query.delete('after');
    void navigate({ search: query.toString() }, { state: step.trail });
  }

  return (
    <Group justify="space-between">
      <Button variant="default" disabled={!after || loading} onClick={() => goTo(previousPageStep(trail))}>
        {t('goodsList.previous')}
      </Button>
      <Button
        variant="default"
        disabled={!hasNextPage || !endCursor || loading}
        onClick={() => {
          if (endCursor) goTo(nextPageStep(trail, after, endCursor));
        }}
      >
        {t('goodsList.next')}
      </Button>
    </Group>
  );
}
