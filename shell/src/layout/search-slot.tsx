import { useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { searchFieldButton, searchFieldInput, visuallyHidden } from '@apteka/ui';
import { usePageAddress } from '../app/use-route-owner';
import { useRemoteParcel } from './use-remote-parcel';

/** The query of the search results page the shopper is on ('' on any other page), for the field to show. */
export function searchPageQuery(address: string): string {
  const [path = '', query = ''] = address.split('?');
  return path.endsWith('/search') ? (new URLSearchParams(query).get('q') ?? '') : '';
}

/**
 * The header's search: the shell's own search form, drawn by the server and working without scripts, until the
 * shopper turns to it (points at it, focuses it or types); then the catalog's search-box parcel (a combobox with
 * suggestions) loads and takes over what was typed and the focus. Loading it on every page at once would start the
 * catalog's remote on pages it does not own. The plain form stays when the parcel cannot load.
 */
export function SearchSlot() {
  const pageQuery = searchPageQuery(usePageAddress());
  const [typed, setTyped] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const q = typed ?? pageQuery;
  const parcel = useRemoteParcel('catalog/search-box', {
    load: wanted ? 'now' : false,
    props: { query: q, focus: focused },
  });
  const want = () => setWanted(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = q.trim();
    if (query) navigateToUrl(`/search?q=${encodeURIComponent(query)}`);
  };
  return (
    <div id="header-search-slot" css={{ flex: '1 1 240px', display: 'flex', minWidth: 0 }}>
      <div
        ref={parcel.ref}
        data-testid="search-parcel"
        css={{ flex: 1, minWidth: 0, display: parcel.mounted ? 'flex' : 'none' }}
      />
      {!parcel.mounted && (
        <form
          role="search"
          action="/search"
          onSubmit={submit}
          onPointerEnter={want}
          css={{ flex: 1, display: 'flex', minWidth: 0 }}
        >
          <label htmlFor="header-search" css={visuallyHidden}>
            Поиск по товарам
          </label>
          <input
            id="header-search"
            type="search"
            name="q"
            value={q}
            onChange={(e) => {
              setTyped(e.target.value);
              want();
            }}
            onFocus={() => {
              setFocused(true);
              want();
            }}
            onBlur={() => setFocused(false)}
            placeholder="Поиск лекарств и товаров"
            autoComplete="off"
            css={searchFieldInput}
          />
          <button type="submit" css={searchFieldButton}>
            Найти
          </button>
        </form>
      )}
    </div>
  );
}
