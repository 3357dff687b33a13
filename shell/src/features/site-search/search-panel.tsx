import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useElementId } from '@mtdm/shared/ui';
import { useNavigate } from '@mtdm/shared/router';
import { countHits, resultCountText, type SearchGroup, type SiteSearch } from '@mtdm/shared/search';
import { GroupLabel, Listbox, Option, Panel, Status } from './search-panel-styles';
import { SearchForm, searchPageUrl } from './search-form';
import { siteSearch } from './site-search-engine';

/** Suggestions per kind under the field; the search page lists them all. */
const SUGGESTIONS_PER_KIND = 4;

interface Suggestion {
  readonly id: string;
  readonly url: string;
}

/**
 * The header's search field (a combobox): suggestions grouped by kind while the visitor types, the
 * arrows to move through them, Enter to go, Escape to close; Enter on the field itself opens the
 * search page with every result.
 */
interface SearchPanelProps {
  /** Named by the header's toggle (aria-controls). */
  readonly id: string;
  readonly onClose: (returnFocus: boolean) => void;
}

export default function SearchPanel({ id, onClose }: SearchPanelProps) {
  const navigate = useNavigate();
  const baseId = useElementId();
  const listId = `${baseId}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [site, setSite] = useState<SiteSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    inputRef.current?.focus();
    siteSearch().then(setSite, () => setFailed(true));
  }, []);

  const words = query.trim();
  const groups: SearchGroup[] = site && words ? site.search(words, SUGGESTIONS_PER_KIND) : [];
  const suggestions: Suggestion[] = [
    ...groups.flatMap((group) => group.hits.map((hit) => ({ id: hit.id, url: hit.url }))),
    ...(words ? [{ id: 'all', url: searchPageUrl(words) }] : []),
  ];
  const shown = listOpen && site !== null && suggestions.length > 0;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const go = (url: string) => {
    onClose(false);
    // An anchor inside a page: the browser loads it and scrolls to the item.
    if (url.includes('#')) window.location.assign(url);
    else navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
    } else if (event.key === 'Enter' && shown && active >= 0 && suggestions[active]) {
      event.preventDefault();
      go(suggestions[active].url);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (shown) {
        setListOpen(false);
        setActive(-1);
      } else onClose(true);
    }
  };

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  let index = -1;
  const option = (key: string, url: string, content: ReactNode) => {
    index += 1;
    const position = index;
    return (
      <Option
        key={key}
        id={optionId(position)}
        role="option"
        aria-selected={position === active}
        // The field keeps the focus: a click chooses without blurring it first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => go(url)}
      >
        {content}
      </Option>
    );
  };

  return (
    <Panel id={id}>
      <SearchForm
        defaultValue=""
        inputRef={inputRef}
        onSearch={(value) => value && go(searchPageUrl(value))}
        inputProps={{
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': shown,
          'aria-controls': listId,
          'aria-activedescendant': shown && active >= 0 ? optionId(active) : undefined,
          onChange: (event) => {
            setQuery(event.target.value);
            setListOpen(true);
            setActive(-1);
          },
          onKeyDown,
        }}
      >
        <Listbox id={listId} role="listbox" aria-label="Suggestions" hidden={!shown}>
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${baseId}-${group.kind}`}>
              <GroupLabel role="presentation" id={`${baseId}-${group.kind}`}>
                {group.label}
              </GroupLabel>
              {group.hits.map((hit) =>
                option(
                  hit.id,
                  hit.url,
                  <>
                    <strong>{hit.title}</strong>
                    {hit.detail && <span>{hit.detail}</span>}
                  </>,
                ),
              )}
            </div>
          ))}
          {words &&
            option('all', searchPageUrl(words), <strong>Voir tous les résultats pour « {words} »</strong>)}
        </Listbox>
        <Status role="status">
          {failed
            ? 'La recherche est indisponible pour le moment.'
            : words && site
              ? `${resultCountText(countHits(groups))}${countHits(groups) > 0 ? ', flèches haut et bas pour les parcourir' : ''}`
              : ''}
        </Status>
      </SearchForm>
    </Panel>
  );
}
