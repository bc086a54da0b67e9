const ROUTE_EVENTS = ['popstate', 'single-spa:routing-event'];

const isFormField = (target: EventTarget | null): target is Element =>
  target instanceof Element &&
  target.matches('input, textarea, select') &&
  !target.matches('[type="search"], [type="hidden"]') &&
  // the header's and the catalogue's search fields are not forms being filled
  !target.closest('[role="search"]');

/**
 * Follows whether the shopper is filling a form a reload would lose: something typed or chosen in a form field
 * since the last submit or page change. React writes the value attribute of a controlled field as the shopper types,
 * so the fields themselves cannot tell; their input events can. Returns the question and a function that stops.
 */
export function watchUnsavedInput(root: Document = document): { hasUnsavedInput: () => boolean; stop: () => void } {
  let unsaved = false;
  const onInput = (event: Event) => {
    if (isFormField(event.target)) unsaved = true;
  };
  const onSaved = () => {
    unsaved = false;
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  root.addEventListener('submit', onSaved, true);
  ROUTE_EVENTS.forEach((name) => window.addEventListener(name, onSaved));
  return {
    hasUnsavedInput: () => unsaved,
    stop: () => {
      root.removeEventListener('input', onInput, true);
      root.removeEventListener('change', onInput, true);
      root.removeEventListener('submit', onSaved, true);
      ROUTE_EVENTS.forEach((name) => window.removeEventListener(name, onSaved));
    },
  };
}
