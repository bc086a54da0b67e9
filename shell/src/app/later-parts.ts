import { lazyPart } from '@apteka/ui';

/*
 * The shell's parts the first view does not need before the page is quiet, in one chunk of their own: what the
 * shopper opens (the city list), what the browser alone draws over the page (the chat button, the app banner, the
 * notice of a new release once one is out, a developer's banners), what only a failure shows (the site-unavailable
 * page), the toaster, and the footer, below the first screen, whose server markup stays in place, unhydrated, until
 * its code arrives (a click on one of its links meanwhile still moves within the store: `moveOnWaitingLinks`). The
 * table's `laterParts` row loads them once the page is quiet (`loadLaterParts`); a part drawn before then that is not
 * the footer's kind loads at once. A server render loads them all first, so it draws what the browser will hydrate.
 */

/** `import()`s of one chunk name share one chunk: the later parts are one download. */
const footer = () => import(/* webpackChunkName: "shell-later" */ '../layout/footer');
const chat = () => import(/* webpackChunkName: "shell-later" */ '../chat/consultant-chat');
const appBanner = () => import(/* webpackChunkName: "shell-later" */ '../behaviours/app-banner');
const newRelease = () => import(/* webpackChunkName: "shell-later" */ '../behaviours/new-release-notice');
const overrides = () => import(/* webpackChunkName: "shell-later" */ './override-banner');
const preview = () => import(/* webpackChunkName: "shell-later" */ './preview-badge');
const regionPicker = () => import(/* webpackChunkName: "shell-later" */ '../region/region-picker');
const toaster = () => import(/* webpackChunkName: "shell-later" */ '../notifications/toaster');
const siteUnavailable = () => import(/* webpackChunkName: "shell-later" */ '../errors/site-unavailable');

/** Drawn from the first render: they wait for the schedule, which keeps the first view's main thread free. */
const scheduled = { waitsForLoad: true };

export const LazyFooter = lazyPart(() => footer().then((module) => module.Footer), scheduled);
export const LazyConsultantChat = lazyPart(() => chat().then((module) => module.ConsultantChat), scheduled);
export const LazyAppBanner = lazyPart(() => appBanner().then((module) => module.AppBanner), scheduled);
/** Its empty live regions are the server's until then; a notice sent before asks for its code (`keepNotices`). */
export const LazyToaster = lazyPart(() => toaster().then((module) => module.Toaster), scheduled);

/** Drawn when there is something to show: they load then, if the schedule has not loaded them yet. */
export const LazyNewReleaseNotice = lazyPart(() => newRelease().then((module) => module.NewReleaseNotice));
export const LazyOverrideBanner = lazyPart(() => overrides().then((module) => module.OverrideBanner));
export const LazyPreviewBadge = lazyPart(() => preview().then((module) => module.PreviewBadge));
export const LazyRegionPicker = lazyPart(() => regionPicker().then((module) => module.RegionPicker));
export const LazySiteUnavailable = lazyPart(() => siteUnavailable().then((module) => module.SiteUnavailable));

const LATER_PARTS: Array<{ load(): Promise<void> }> = [
  LazyFooter,
  LazyConsultantChat,
  LazyAppBanner,
  LazyNewReleaseNotice,
  LazyToaster,
  LazyOverrideBanner,
  LazyPreviewBadge,
  LazyRegionPicker,
  LazySiteUnavailable,
];

/** Loads every later part: at quiet in the browser, before drawing on the server. */
export async function loadLaterParts(): Promise<void> {
  await Promise.all(LATER_PARTS.map((part) => part.load()));
}
