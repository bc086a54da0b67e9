export type { BrandTheme } from './theme/brand-theme';
export { getTheme } from './theme/themes';
export { BrandStyles, pageNonce, pageStyleCache } from './theme/brand-styles';
export { contrastRatio } from './theme/contrast';
export { media, widthQuery, type Breakpoint } from './theme/media';
export { formatPrice } from './format/money';
export { timeSlotLabel } from './format/time-slot';
export { formatDate } from './format/date';
export { plural, PLURALS } from '@apteka/contracts';
export { Button, focusRing, type ButtonProps } from './components/button';
export { Link, type LinkProps } from './components/link';
export { Dialog, type DialogProps } from './components/dialog';
export { useDocumentTitle } from './components/use-document-title';
export { useChoiceShownAtOnce, type ChoiceShownAtOnce } from './components/use-choice-shown-at-once';
// what runs ahead or at idle, and when: the table of `@apteka/ui/scheduling`, one copy for the page (the shell's
// entry takes `nextTask` alone from the subpath, before the shared modules are there)
export {
  afterNextPaint,
  inSlices,
  onLinkIntent,
  pageLinks,
  runAhead,
  SCHEDULE,
  whenIdle,
  whenQuiet,
  type LinkIntent,
  type TimedName,
  type WhenIdleOptions,
} from './scheduling';
export { useIdle, useStepsAhead } from './components/use-idle';
export { BottomBar } from './components/bottom-bar';
export { ErrorBoundary } from './components/error-boundary';
export { ErrorNotice } from './components/error-notice';
export { Spinner } from './components/spinner';
export { VisuallyHidden, visuallyHidden } from './components/visually-hidden';
export { createRemoteLifecycles, type RemoteProps } from './lifecycles/create-remote-lifecycles';
export { hydrateInSteps } from './lifecycles/hydrate-in-steps';
export { StoreProvider } from './lifecycles/store-provider';
export {
  reportErrorOfAnyRemote,
  reportRemoteError,
  startRemoteErrorReports,
  type RemoteErrorReporterOptions,
} from './lifecycles/remote-errors';
export { InfoPage, NotFoundPage } from './components/info-page';
export { AdLabel, type AdLabelProps } from './components/ad-label';
export { useMediaQuery, SMALL_MOBILE_QUERY } from './components/use-media-query';
export { useClipboard } from './components/use-clipboard';
export { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from './components/text-field';
export { CheckboxField } from './components/checkbox-field';
export { ClientOnly, useHydrated } from './components/client-only';
export { pageViewport } from './viewport/assumed-viewport';
export { useDrawnViewport } from './viewport/use-drawn-viewport';
export { HydrationBoundary } from './components/hydration-boundary';
export { lazyPart, type LazyPart, type LazyPartOptions } from './components/lazy-part';
export { useNearViewport, WhenVisible } from './components/when-visible';
export { searchFieldButton, searchFieldInput } from './components/search-field';
export { dropdownPanel } from './components/dropdown-panel';
export { Price } from './components/price';
export { Availability } from './components/availability';
export { PHONE_CARD_PICTURE, phoneCard, phoneCardPart, productCardGrid } from './components/product-card-layout';
