import { memo, Suspense, useCallback, useContext, useEffect, useRef } from 'react';
import {
  REMOTE_NAMES,
  remoteSlot,
  SERVER_VERSION_ATTRIBUTE,
  type Brand,
  type DeliveryMode,
  type Region,
  type RemoteName,
} from '@apteka/contracts';
import { useBusState } from '@apteka/bus';
import { BrandStyles, ClientOnly, HydrationBoundary, StoreProvider } from '@apteka/ui';
import { Header } from '../layout/header';
import { FocusedHeader } from '../layout/focused-header';
import { NotFound } from '../errors/not-found';
import { ShellErrorBoundary } from '../errors/shell-error-boundary';
import { useApiUnavailable } from '../errors/use-api-unavailable';
import { useAppDispatch, type AppStore } from '../store/make-store';
import { watchDevice } from '../store/device-slice';
import { useLocationBridge } from './use-location-bridge';
import { useShellAnalytics } from './use-shell-analytics';
import { BottomNav, BOTTOM_NAV_HEIGHT, belowDesktop } from '../layout/bottom-nav';
import { ServerPageContext, useRouteOwner } from './use-route-owner';
import { takeKeptNotices } from '../notifications/kept-notices';
import { useShopperRequests } from './use-shopper-requests';
import { usePageFocus } from './use-page-focus';
import { PageTitle } from './page-title';
import { usePageFlags } from './page-flags';
import { useExternalSignIn } from './use-external-sign-in';
import { BottomNotices } from '../behaviours/bottom-notice';
import { CookieNotice } from '../behaviours/cookie-notice';
import { useNewRelease } from '../behaviours/new-release';
import {
  LazyAppBanner,
  LazyConsultantChat,
  LazyFooter,
  LazyNewReleaseNotice,
  LazyOverrideBanner,
  LazyPreviewBadge,
  LazySiteUnavailable,
  LazyToaster,
} from './later-parts';

export interface ShellAppProps {
  store: AppStore;
  brand: Brand;
  overrides: string[];
  /** the remote version a preview link pins this browser to */
  preview?: { remote: string; version: string } | null;
  /** whether a reload now would lose what the shopper typed into a form */
  hasUnsavedInput: () => boolean;
  /** Called once the remote containers are in the document. */
  onReady: () => void;
}

/** The DOM element single-spa mounts a remote into. */
export const remoteContainerId = (name: string) => `remote-${name}`;

/**
 * The elements single-spa mounts the remotes into. Their content is never the shell's: a remote's own root draws it,
 * and a server render leaves room in the page's remote's for that remote's markup (remoteSlot), which the remote's
 * root then hydrates; the shell's hydration leaves it alone (an element with inner HTML has no children to match).
 */
function RemoteContainers({ owner }: { owner: RemoteName | null }) {
  const drawn = useContext(ServerPageContext)?.remote;
  return REMOTE_NAMES.map((name) => {
    const slot = drawn && drawn.name === name && name === owner;
    return (
      <div
        key={name}
        id={remoteContainerId(name)}
        data-remote={name}
        {...(slot ? { [SERVER_VERSION_ATTRIBUTE]: drawn.version } : {})}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: slot ? remoteSlot(name) : '' }}
      />
    );
  });
}

/*
 * The frame around a page, drawn again only when what it is given changes: a move to another remote's page redraws
 * the layout (its owner changed), and the header, footer and bottom navigation would otherwise be redrawn with it,
 * inside the tap, for nothing. What they read of the address they read themselves.
 */
const FrameHeader = memo(Header);
const FrameBottomNav = memo(BottomNav);

/*
 * The footer's code arrives once the page is quiet; until then its boundary keeps the server's markup. It is one
 * element for the page's life: a boundary still waiting that is drawn again (new props) would be drawn anew by the
 * browser, its markup dropped until the code arrives.
 */
const FRAME_FOOTER = (
  <HydrationBoundary>
    <LazyFooter />
  </HydrationBoundary>
);

/** The toaster, one element for the same reason: it hydrates at quiet, or at the first notice sent before. */
const TOASTER = (
  <HydrationBoundary>
    <LazyToaster earlier={takeKeptNotices} />
  </HydrationBoundary>
);

/** The page of a store whose API is away; one element too, as its code may still be on its way when it is drawn. */
const API_UNAVAILABLE = (
  <Suspense fallback={null}>
    <LazySiteUnavailable status={503} error={new Error('the API is unavailable')} />
  </Suspense>
);

/** The notice of a new release, its code asked for once one is out (the release watch runs from the start). */
function NewReleaseSlot({ hasUnsavedInput }: { hasUnsavedInput: () => boolean }) {
  const available = useNewRelease();
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <LazyNewReleaseNotice hasUnsavedInput={hasUnsavedInput} />
    </Suspense>
  );
}

function ShellLayout({ overrides, preview, hasUnsavedInput, onReady }: Omit<ShellAppProps, 'store' | 'brand'>) {
  const dispatch = useAppDispatch();
  const owner = useRouteOwner();
  const basketCount = useBusState('basketCount');
  const favoritesCount = useBusState('favoritesCount');
  const {
    location,
    customer,
    selectRegion,
    changeDelivery,
    regionError,
    deliveryError,
    showRegionConfirm,
    confirmRegion,
    dismissRegionConfirm,
  } = useLocationBridge();
  const apiUnavailable = useApiUnavailable();
  const ready = useRef(false);
  const main = useRef<HTMLElement>(null);
  useShopperRequests();
  useExternalSignIn();
  useShellAnalytics(location, customer);
  usePageFocus(main);
  const { hiddenHeader } = usePageFlags();

  useEffect(() => watchDevice(dispatch), [dispatch]);
  useEffect(() => {
    if (ready.current) return;
    ready.current = true;
    onReady();
  }, [onReady]);

  const userName = customer?.isAuthenticated ? customer.customer.firstName || 'Личный кабинет' : null;
  const onDeliveryChange = useCallback((mode: DeliveryMode) => void changeDelivery(mode), [changeDelivery]);
  const onRegionConfirm = useCallback((region: Region) => void confirmRegion(region), [confirmRegion]);

  const containers = <RemoteContainers owner={owner} />;
  if (apiUnavailable) {
    // The remotes' containers stay (hidden), so single-spa keeps somewhere to mount them.
    return (
      <>
        {API_UNAVAILABLE}
        <main hidden>{containers}</main>
      </>
    );
  }

  return (
    <>
      {/* The notices float at the bottom of the window but come first in the page, as a consent notice should
          (read and reached before the rest); drawn by the server, they then show with the page's first paint. */}
      <HydrationBoundary>
        <BottomNotices>
          <ClientOnly>
            <NewReleaseSlot hasUnsavedInput={hasUnsavedInput} />
          </ClientOnly>
          <CookieNotice />
          <ClientOnly>
            <Suspense fallback={null}>
              <LazyAppBanner />
            </Suspense>
          </ClientOnly>
        </BottomNotices>
      </HydrationBoundary>
      {overrides.length > 0 && (
        <ClientOnly>
          <Suspense fallback={null}>
            <LazyOverrideBanner remotes={overrides} />
          </Suspense>
        </ClientOnly>
      )}
      {preview && (
        <ClientOnly>
          <Suspense fallback={null}>
            <LazyPreviewBadge remote={preview.remote} version={preview.version} />
          </Suspense>
        </ClientOnly>
      )}
      <HydrationBoundary>
        {hiddenHeader ? (
          <FocusedHeader />
        ) : (
          <FrameHeader
            region={location?.region ?? null}
            deliveryMode={location?.delivery.isCourier ? 'courier' : 'pickup'}
            basketCount={basketCount}
            favoritesCount={favoritesCount}
            userName={userName}
            regionError={regionError}
            onRegionSelect={selectRegion}
            onDeliveryChange={onDeliveryChange}
            deliveryError={deliveryError}
            showRegionConfirm={showRegionConfirm}
            onRegionConfirm={onRegionConfirm}
            onRegionConfirmDismiss={dismissRegionConfirm}
          />
        )}
      </HydrationBoundary>
      <main
        ref={main}
        id="main-content"
        tabIndex={-1}
        css={{ maxWidth: 1280, margin: '0 auto', padding: '16px', minHeight: '100vh', outline: 'none' }}
      >
        {owner === null && <NotFound />}
        {containers}
      </main>
      {FRAME_FOOTER}
      {/* room under the footer for the bottom navigation of phones and tablets */}
      <div
        aria-hidden="true"
        css={{ display: 'none', [belowDesktop]: { display: 'block', height: BOTTOM_NAV_HEIGHT } }}
      />
      <HydrationBoundary>
        <FrameBottomNav basketCount={basketCount} signedIn={customer?.isAuthenticated === true} />
      </HydrationBoundary>
      {/* what floats over the page and depends on the browser alone comes after hydration */}
      <ClientOnly>
        <Suspense fallback={null}>
          <LazyConsultantChat status={owner === null ? 404 : 200} />
        </Suspense>
      </ClientOnly>
      {TOASTER}
      <PageTitle notFound={owner === null} />
    </>
  );
}

export function ShellApp({ store, brand, overrides, preview = null, hasUnsavedInput, onReady }: ShellAppProps) {
  return (
    <StoreProvider store={store}>
      <BrandStyles brand={brand}>
        <ShellErrorBoundary>
          <ShellLayout overrides={overrides} preview={preview} hasUnsavedInput={hasUnsavedInput} onReady={onReady} />
        </ShellErrorBoundary>
      </BrandStyles>
    </StoreProvider>
  );
}
