import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchFieldButton, searchFieldInput } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { searchedAgain, showsResultsFor } from './searched-again';

export interface SearchFormProps {
  /** the query the results page shows, the field's starting text */
  query: string;
}

/**
 * The search page's own search form: a labelled field holding the page's query and «Найти». A plain GET form
 * without scripts; with them, every search sent is a new history entry of the results page, so it is counted once
 * and a reload of it is not.
 */
export function SearchForm({ query }: SearchFormProps) {
  const id = useId();
  const [value, setValue] = useState(query);
  // a search made elsewhere (the header, a link) shows its query here
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setValue(query);
  }
  const navigate = useNavigate();
  const regionPath = useRegionPath();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    const again = showsResultsFor(q);
    void navigate(regionPath(`/search?q=${encodeURIComponent(q)}`));
    if (again) searchedAgain();
  };
  return (
    <form
      role="search"
      aria-labelledby={`${id}-label`}
      action={regionPath('/search')}
      onSubmit={submit}
      css={{ display: 'flex', flexWrap: 'wrap', maxWidth: 640, margin: '0 0 16px' }}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} css={{ flexBasis: '100%', margin: '0 0 4px' }}>
        Искать в каталоге
      </label>
      <input
        id={`${id}-input`}
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Название, действующее вещество или бренд"
        autoComplete="off"
        css={searchFieldInput}
      />
      <button type="submit" css={searchFieldButton}>
        Найти
      </button>
    </form>
  );
}
