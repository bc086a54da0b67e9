import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
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
 * Puts text into a field as the browser does when it fills one (autofill, dictation): through the element's own
 * value setter and an input event, so the field's owner — here the catalog's React — hears it as typed.
 */
function fillField(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: text }));
}

/** Where the shell's field stands when the catalog's takes over: the plain form, then both for one task, then the box. */
type Stage = 'plain' | 'handing-over' | 'parcel';

/**
 * The header's search: the shell's own search form, drawn by the server and working without scripts, until the
 * shopper turns to it (points at it, focuses it or types); then the catalog's search-box parcel (a combobox with
 * suggestions) loads and takes over. Loading it on every page at once would start the catalog's remote on pages it
 * does not own. The plain form stays when the parcel cannot load.
 *
 * The take-over is one synchronous step, run the moment the parcel's field is in the page: the parcel's field is
 * shown, given the plain field's text, caret and selection and, if the plain field had it, the focus; only then is
 * the plain form removed. No keystroke can arrive in between, the focus never falls to the page, and exactly one
 * search field is in the tab order before and after.
 */
export function SearchSlot() {
  const pageQuery = searchPageQuery(usePageAddress());
  const [typed, setTyped] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [stage, setStage] = useState<Stage>('plain');
  const plainRef = useRef<HTMLInputElement>(null);
  const q = typed ?? pageQuery;
  const parcel = useRemoteParcel('catalog/search-box', {
    load: wanted ? 'now' : false,
    props: { query: q, focus: focused },
  });
  const container = parcel.ref;

  useLayoutEffect(() => {
    const slot = container.current;
    if (!slot) return undefined;
    const handOver = () => {
      const plain = plainRef.current;
      const field = slot.querySelector('input');
      const hadFocus = plain !== null && document.activeElement === plain;
      // shown first: a field that is not displayed cannot take the focus
      flushSync(() => setStage('handing-over'));
      if (plain && field) {
        if (field.value !== plain.value) fillField(field, plain.value);
        if (hadFocus) {
          field.focus();
          field.setSelectionRange(plain.selectionStart, plain.selectionEnd, plain.selectionDirection ?? undefined);
        }
      }
      flushSync(() => setStage('parcel'));
    };
    // a mutation observer runs right after the parcel's render is in the page, before any event is dispatched
    const observer = new MutationObserver(() => {
      if (slot.childElementCount === 0) setStage('plain');
      else if (plainRef.current) handOver();
      else setStage('parcel');
    });
    observer.observe(slot, { childList: true });
    return () => observer.disconnect();
  }, [container]);

  const want = () => setWanted(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = q.trim();
    if (query) navigateToUrl(`/search?q=${encodeURIComponent(query)}`);
  };
  return (
    <div id="header-search-slot" css={{ flex: '1 1 240px', display: 'flex', minWidth: 0 }}>
      <div
        ref={container}
        data-testid="search-parcel"
        css={{ flex: 1, minWidth: 0, display: stage === 'plain' ? 'none' : 'flex' }}
      />
      {stage !== 'parcel' && (
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
            ref={plainRef}
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
