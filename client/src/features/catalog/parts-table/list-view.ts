import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How the goods list lays its parts out: cards (any screen) or the dense table (desktop only). */
export type ListView = 'cards' | 'table';

export const LIST_VIEW_KEY = 'circuitmart.goodsListView';
export const LIST_VIEW_PARAM = 'view';

function storedView(): ListView | undefined {
  try {
    const stored = window.localStorage.getItem(LIST_VIEW_KEY);
    return stored === 'table' || stored === 'cards' ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The view the shopper chose: the address's `view=` first (a shared link shows what its sender saw), else the last
 * choice in this browser, else cards. Phones (under 48em, 768 px) always get cards: the table needs the width.
 */
export function useListView(): { view: ListView; wide: boolean; chooseView: (view: ListView) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read at once rather than after a first render, so a phone never mounts the table.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [remembered, setRemembered] = useState(storedView);
  const inAddress = searchParams.get(LIST_VIEW_PARAM);
  const chosen: ListView = inAddress === 'table' || inAddress === 'cards' ? inAddress : (remembered ?? 'cards');

  const chooseView = useCallback(
    (next: ListView) => {
      try {
        window.localStorage.setItem(LIST_VIEW_KEY, next);
      } catch {
        // Without storage the choice still lives in the address.
      }
      setRemembered(next);
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(LIST_VIEW_PARAM, next);
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { view: wide ? chosen : 'cards', wide: wide ?? false, chooseView };
}
