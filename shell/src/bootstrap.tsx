import { createRoot } from 'react-dom/client';
import { addErrorHandler, registerApplication, start } from 'single-spa';
import {
  DEFAULT_HEALTH_SAMPLE_RATE,
  HEALTH_SAMPLE_RATE_META,
  PAGE_COUNTS_PATH,
  REMOTE_ERROR_PATH,
  REMOTE_NAMES,
  isBrand,
  isRemoteName,
  DEFAULT_BRAND,
  ownerOf,
  pageTypeOf,
  type Brand,
  type RemoteName,
  type RemoteRegistry,
} from '@apteka/contracts';
import { ShellApp, remoteContainerId } from './app/shell-app';
import { makeStore } from './store/make-store';
import { firstVisitFlags } from './region/first-visit';
import { SHELL_IDENTIFIER_PREFIX, shellPreloadedState } from './app/shell-state';
import { isActive } from './routing/route-table';
import { watchLinkIntents } from './routing/link-touches';
import { moveOnWaitingLinks } from './routing/waiting-links';
import {
  activeOverrides,
  fetchRegistry,
  inlineRegistry,
  resolveRemoteSources,
  serverDrawnVersions,
} from './federation/registry';
import { pageBuildId } from './behaviours/new-release';
import { watchForNewReleases } from './boot/release-check';
import { watchUnsavedInput } from './behaviours/unsaved-input';
import { metaSampleRate, sessionSampled } from './behaviours/session-sample';
import type { MeasuredPage } from './behaviours/real-user-speed';
import type { readyLinkedRemotes } from './federation/linked-remotes-ahead';
import { onPageHidden } from './behaviours/page-hidden';
import { LazyToaster, loadLaterParts } from './app/later-parts';
import { countDrawnBasket } from './boot/drawn-basket-count';
import { keepNotices } from './notifications/kept-notices';
import { countPageViews } from './behaviours/page-counts';
import { DEFAULT_LOAD_OPTIONS, RemoteLoader } from './federation/remote-loader';
import { provideRemoteLoader } from './federation/exposed-modules';
import { remoteApplication, type MountProps } from './federation/remote-application';
import { logClientError, logRemoteFailure } from './errors/client-log';
import {
  getTheme,
  hydrateInSteps,
  pageViewport,
  reportErrorOfAnyRemote,
  reportRemoteError,
  runAhead,
  startRemoteErrorReports,
} from '@apteka/ui';
import { onTracked } from '@apteka/analytics';
import { loadHttpClientAhead, takeServerState } from '@apteka/api-client';
import { bus } from '@apteka/bus';
import { shellApi } from './store/shell-api';
import { nextTask } from '@apteka/ui/scheduling';

const brand = isBrand(__BRAND__) ? __BRAND__ : DEFAULT_BRAND;

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const EMPTY_REGISTRY: RemoteRegistry = {
  allowOverrides: false,
  remotes: {} as RemoteRegistry['remotes'],
};

function safeSession(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The page at an address as this browser loads it; none for a remote a developer points at their own server. */
function measuredPage(
  loader: RemoteLoader,
  shellVersion: string | null,
  { pathname, search }: { pathname: string; search: string } = window.location,
): MeasuredPage | null {
  const owner = ownerOf(pathname);
  const version = owner ? loader.versionOf(owner) : shellVersion;
  if (!version || version === 'override') return null;
  return { pageType: pageTypeOf(pathname, search), app: owner ?? 'shell', version };
}

/** Whether this session reports its remotes' errors, page views and adds per version: decided once per session. */
const HEALTH_SAMPLED_KEY = 'apteka:health-sampled';

/** A beacon: handed to the browser, which sends it even as the page goes away, and never waited for. */
function sendBeacon(path: string, body: unknown): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  // a string goes as text/plain, which a beacon may carry without asking (a JSON blob is refused by browsers)
  return navigator.sendBeacon(path, JSON.stringify(body));
}

/**
 * Each remote version's health as shoppers meet it, for `registry status` and the canary judge: what the remotes
 * throw, and the page views and adds to the basket of each version, from the same sample of sessions.
 */
function watchVersionHealth(loader: RemoteLoader, shellVersion: string | null) {
  const rate = metaSampleRate(HEALTH_SAMPLE_RATE_META, DEFAULT_HEALTH_SAMPLE_RATE);
  const sampled = sessionSampled(safeSession(), HEALTH_SAMPLED_KEY, rate);
  startRemoteErrorReports({
    sampled,
    versionOf: (remote) => loader.versionOf(remote),
    send: (report) => void sendBeacon(REMOTE_ERROR_PATH, report),
    target: window,
  });
  countPageViews({
    sampled,
    rate,
    subscribe: onTracked,
    pageOf: (pathname, search) => measuredPage(loader, shellVersion, { pathname, search }),
    send: (beacon) => sendBeacon(PAGE_COUNTS_PATH, beacon),
    onHidden: onPageHidden,
  });
}

/** single-spa's errors name the application or parcel; a remote's counts against the version this browser loaded. */
function reportSingleSpaError(error: Error & { appOrParcelName?: string }) {
  if (isRemoteName(error.appOrParcelName)) reportRemoteError(error.appOrParcelName, null, error, 'single-spa');
  else reportErrorOfAnyRemote(error, 'single-spa');
}

/** Background services some remotes expose (e.g. the basket keeps the header counter true). */
async function startServices(loader: RemoteLoader) {
  try {
    const service = await loader.load<{ start: (options: { brand: Brand }) => () => void }>('basket', 'service');
    service.start({ brand });
  } catch (error) {
    console.warn('[shell] basket service unavailable; the counter stays as it is', error);
  }
}

/**
 * The readying of the other remotes the page links to (`readyLinkedRemotes`), its code loaded at the shopper's first
 * intent towards a link or once the page is quiet, whichever comes first.
 */
function linkedRemotesOnce(loader: RemoteLoader) {
  let readied: Promise<ReturnType<typeof readyLinkedRemotes>> | null = null;
  return (use: (linked: ReturnType<typeof readyLinkedRemotes>) => void) => {
    readied ??= import(/* webpackChunkName: "shell-later" */ './federation/linked-remotes-ahead').then((module) =>
      module.readyLinkedRemotes(loader, { announce: (url) => bus.emit('navigation/touched', { href: url.href }) }),
    );
    readied.then(use, (error: unknown) => {
      // asked for again at the next intent; a move meanwhile loads its remote as it always does
      readied = null;
      console.warn('[shell] the other remotes are not readied ahead', error);
    });
  };
}

/** The first tap's shared code run once ahead (RTK Query, then React), each step a task, its code loaded then. */
async function rehearse() {
  const { rehearseQueries } = await import(/* webpackChunkName: "shell-later" */ './boot/rehearse-queries');
  await rehearseQueries();
  await nextTask();
  const { rehearseRendering } = await import(/* webpackChunkName: "shell-later" */ './boot/rehearse-rendering');
  await rehearseRendering();
}

/**
 * Marks the page as working (`<html data-ready>`): until then a page the server drew is on screen but its buttons do
 * nothing yet. Read by monitoring and by the browser journeys, which act on a page as a shopper would, once it works.
 */
function markPageReady() {
  document.documentElement.setAttribute('data-ready', '');
}

async function main() {
  // The server names each page in its head; a shell served as a plain file (from a CDN) names the store.
  if (!document.querySelector('meta[name="description"]')) document.title = `${getTheme(brand).name} — интернет-аптека`;
  const registry =
    inlineRegistry() ??
    (await fetchRegistry().catch((error: unknown) => {
      logClientError(503, error);
      return EMPTY_REGISTRY;
    }));
  const storage = safeStorage();
  // a preview link pins this browser to one version of one remote, which the registry lists for it
  const previewPin = registry.preview ? { [registry.preview.remote]: registry.preview.version } : {};
  const loader = new RemoteLoader(
    resolveRemoteSources(registry, window.location.search, storage, { ...serverDrawnVersions(), ...previewPin }),
    DEFAULT_LOAD_OPTIONS,
    logRemoteFailure,
  );
  provideRemoteLoader(loader);
  // each step of the start-up a task of its own: together they held a budget phone's main thread past 200 ms
  await nextTask();
  const servedBuild = pageBuildId();
  watchVersionHealth(loader, servedBuild);
  watchForNewReleases({ loader, storage, previewPin, servedBuild });
  const unsavedInput = watchUnsavedInput();
  // the remote a link leads to runs at the shopper's first turn towards it, and asks for its answers at a touch
  const withLinkedRemotes = linkedRemotesOnce(loader);
  watchLinkIntents(bus, (url, intent) => withLinkedRemotes(({ onIntent }) => onIntent(url, intent)));
  await nextTask();

  for (const name of REMOTE_NAMES) {
    registerApplication<MountProps>({
      name,
      app: remoteApplication(name, loader),
      activeWhen: isActive(name),
      customProps: (appName) =>
        ({
          brand,
          apiBase: '/api',
          domElement: document.getElementById(remoteContainerId(appName as RemoteName)) as HTMLElement,
        }) as MountProps,
    });
  }
  addErrorHandler((error) => {
    logClientError(500, error);
    reportSingleSpaError(error);
  });
  await nextTask();

  moveOnWaitingLinks();
  // a notice sent before the toaster's code has arrived is kept for it, and asks for that code
  keepNotices(bus, () => void LazyToaster.load().catch(() => undefined));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const store = makeStore({
    preloadedState: shellPreloadedState(pageViewport(), firstVisitFlags()),
    serverState: takeServerState(shellApi.reducerPath),
  });
  await nextTask();
  const app = (
    <ShellApp
      store={store}
      brand={brand}
      overrides={activeOverrides(registry, storage)}
      preview={registry.preview ?? null}
      hasUnsavedInput={unsavedInput.hasUnsavedInput}
      onReady={() => {
        // What is not part of the first view waits until the page's own remote has mounted (or none mounts: a 404),
        // then goes as the table of `@apteka/ui/scheduling` says.
        window.addEventListener(
          'single-spa:routing-event',
          () => {
            countDrawnBasket(bus);
            runAhead('services', () => void startServices(loader));
            runAhead('httpClient', () => loadHttpClientAhead());
            runAhead('laterParts', () => {
              withLinkedRemotes(({ forThisPage }) => {
                forThisPage();
                window.addEventListener('single-spa:routing-event', forThisPage);
              });
              // a part whose code did not arrive is asked for again when it is drawn
              loadLaterParts().catch((error: unknown) => console.warn('[shell] later parts unavailable', error));
            });
            runAhead('measurement', () => {
              const page = measuredPage(loader, servedBuild);
              void import(/* webpackChunkName: "shell-later" */ './boot/measurement').then(({ startMeasurement }) =>
                startMeasurement({ page, storage, session: safeSession() }),
              );
            });
            runAhead('rehearsals', () => void rehearse());
          },
          { once: true },
        );
        // the page works once its remote is mounted (hydrating what the server drew), or shown unavailable
        window.addEventListener('single-spa:routing-event', markPageReady, { once: true });
        start({ urlRerouteOnly: true });
      }}
    />
  );
  // a page the server drew is hydrated: the shopper already sees it, the scripts make it work
  if (container.hasAttribute('data-server-rendered')) {
    hydrateInSteps(container, app, {
      identifierPrefix: SHELL_IDENTIFIER_PREFIX,
      onRecoverableError: (error) => console.error("[shell] the server's markup was drawn anew", error),
    });
  } else {
    createRoot(container, { identifierPrefix: SHELL_IDENTIFIER_PREFIX }).render(app);
  }
}

void main();
