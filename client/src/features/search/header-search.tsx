import { useQuery } from '@apollo/client/react';
import { Button, Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { SearchSuggestionKind } from '../../gql/graphql';
import { goodsListPath } from '../catalog/goods-list-link';
import classes from './header-search.module.css';
import { searchSuggestionPath } from './search-suggestion-path';
import { useSearchHistory } from './use-search-history';

const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($query: String!, $first: Int!) {
    searchSuggestions(query: $query, first: $first) {
      kind
      text
      productId
      brandId
      categoryId
    }
  }
`);

const SUGGESTION_COUNT = 8;
/** Long enough to skip a request per keystroke of a fast typist, short enough to feel immediate. */
const SUGGESTION_DELAY_MS = 150;

/** One row of the open list: a suggestion, or an earlier search when the box is empty. */
interface SearchOption {
  key: string;
  text: string;
  kind?: SearchSuggestionKind;
  path: string;
  /** Set for earlier searches: choosing one searches again and moves it to the front of the history. */
  repeatsQuery?: string;
}

/**
 * Moves the highlighted row, wrapping around through "none highlighted" (-1) so Up from the box reaches
 * the last row and Down past the last row returns to the text typed.
 */
function steppedIndex(current: number, step: 1 | -1, count: number): number {
  const positions = count + 1;
  return ((current + 1 + step + positions) % positions) - 1;
}

/** The search box of every page: suggestions while typing, earlier searches while empty, Enter for results. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { history, remember, clear } = useSearchHistory();
  const [debouncedText] = useDebouncedValue(text.trim(), SUGGESTION_DELAY_MS);

  const typed = text.trim() !== '';
  const { data, previousData } = useQuery(SearchSuggestionsQuery, {
    variables: { query: debouncedText, first: SUGGESTION_COUNT },
    skip: debouncedText === '',
  });

  const kindLabels: Record<SearchSuggestionKind, string> = {
    MPN: t('search.kindPart'),
    BRAND: t('search.kindBrand'),
    CATEGORY: t('search.kindCategory'),
  };

  const suggestions = typed ? ((data ?? previousData)?.searchSuggestions ?? []) : [];
  const options: SearchOption[] = typed
    ? suggestions.flatMap((suggestion, index) => {
        const path = searchSuggestionPath(suggestion);
        return path ? [{ key: `${suggestion.kind}-${index}`, text: suggestion.text, kind: suggestion.kind, path }] : [];
      })
    : history.map((query) => ({
        key: `history-${query}`,
        text: query,
        path: goodsListPath({ query }),
        repeatsQuery: query,
      }));
  const showingHistory = !typed && options.length > 0;
  const expanded = open && options.length > 0;

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function go(path: string) {
    close();
    void navigate(path);
  }

  function choose(option: SearchOption) {
    if (option.repeatsQuery) {
      remember(option.repeatsQuery);
      setText(option.repeatsQuery);
    }
    go(option.path);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    remember(query);
    go(goodsListPath({ query }));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // An open list closes first; only a second Escape lets the search field clear its text natively.
      if (expanded) {
        event.preventDefault();
        close();
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // After Escape the first arrow only reopens the list, as in a native select.
      if (!open) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => steppedIndex(current, step, options.length));
      return;
    }
    const active = expanded ? options[activeIndex] : undefined;
    if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <form role="search" className={classes.box} onSubmit={submit}>
      <TextInput
        type="search"
        role="combobox"
        aria-label={t('header.search')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={handleKeyDown}
      />
      {expanded && (
        <Paper withBorder shadow="md" radius="md" className={classes.dropdown}>
          {showingHistory && (
            <div className={classes.historyHeading}>
              <span>{t('search.recentSearches')}</span>
              <Button
                variant="subtle"
                size="compact-xs"
                // Keeps the focus in the box, which would otherwise close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={clear}
              >
                {t('search.clearHistory')}
              </Button>
            </div>
          )}
          <ul
            id={listId}
            role="listbox"
            aria-label={showingHistory ? t('search.recentSearches') : t('search.suggestions')}
            className={classes.options}
          >
            {options.map((option, index) => (
              <li
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={classes.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <span>{option.text}</span>
                {option.kind && <span className={classes.kind}>{kindLabels[option.kind]}</span>}
              </li>
            ))}
          </ul>
        </Paper>
      )}
    </form>
  );
}
