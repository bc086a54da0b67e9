import { escapeMarkup } from '../text/escape-markup';

/** The chain's own apps in the three stores (MOBILE_APP_APPSTORE_URL, _GOOGLEPLAY_URL, _RUSTORE_URL). */
export interface MobileApps {
  appStore?: string;
  googlePlay?: string;
  ruStore?: string;
}

const STORES: Array<[keyof MobileApps, string, RegExp]> = [
  ['appStore', 'MOBILE_APP_APPSTORE_URL', /^https:\/\/apps\.apple\.com\/[^\s"<>]+$/],
  ['googlePlay', 'MOBILE_APP_GOOGLEPLAY_URL', /^https:\/\/play\.google\.com\/store\/apps\/[^\s"<>]+$/],
  ['ruStore', 'MOBILE_APP_RUSTORE_URL', /^https:\/\/(www\.)?rustore\.ru\/catalog\/app\/[^\s"<>]+$/],
];

/** Reads the app links; one that is not its store's address stops start-up rather than send shoppers astray. */
export function mobileAppsConfig(env: Record<string, string | undefined>): MobileApps {
  const apps: MobileApps = {};
  for (const [key, variable, pattern] of STORES) {
    const url = env[variable];
    if (!url) continue;
    if (!pattern.test(url)) throw new Error(`${variable} must be the app's page in its store, got "${url}"`);
    apps[key] = url;
  }
  return apps;
}

/** The links for the shell's app banner and error page; no tag when the chain has no apps configured. */
export function mobileAppsMeta(apps: MobileApps): string {
  const parts = STORES.flatMap(([key]) => (apps[key] ? [`${key}=${apps[key]}`] : []));
  return parts.length ? `<meta name="mobile-apps" content="${escapeMarkup(parts.join(' '))}" />` : '';
}
