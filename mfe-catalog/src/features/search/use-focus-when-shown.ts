import { useEffect, type RefObject } from 'react';

/** Whether the focus is nowhere in particular: on the page itself, as after the focused element was removed. */
function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Gives the field the focus, the caret after its text, once it is laid out — unless something has it by then: the
 * field itself (the host handed the focus over, with the caret where the shopper left it) or whatever the shopper
 * moved on to. A parcel is drawn into a container its host may show only after the mount, and a field that is not
 * displayed cannot take the focus.
 */
export function useFocusWhenShown(ref: RefObject<HTMLInputElement | null>, wanted: boolean) {
  useEffect(() => {
    const input = ref.current;
    if (!wanted || !input) return undefined;
    const focus = () => {
      if (!focusIsLost()) return;
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    };
    // without layout (no ResizeObserver) there is nothing to wait for
    if (typeof ResizeObserver === 'undefined') {
      focus();
      return undefined;
    }
    const observer = new ResizeObserver(() => {
      if (input.getClientRects().length === 0) return;
      observer.disconnect();
      focus();
    });
    observer.observe(input);
    return () => observer.disconnect();
  }, [ref, wanted]);
}
