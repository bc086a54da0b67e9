export interface AppStoreLink {
  store: 'appStore' | 'googlePlay' | 'ruStore';
  label: string;
  href: string;
}

const LABELS: Record<AppStoreLink['store'], string> = {
  appStore: 'App Store',
  googlePlay: 'Google Play',
  ruStore: 'RuStore',
};
const ORIGINS: Record<AppStoreLink['store'], RegExp> = {
  appStore: /^https:\/\/apps\.apple\.com\//,
  googlePlay: /^https:\/\/play\.google\.com\//,
  ruStore: /^https:\/\/(www\.)?rustore\.ru\//,
};

/** The chain's apps the server names (`<meta name="mobile-apps">`), in store order; none when it has none. */
export function mobileAppLinks(doc: Document = document): AppStoreLink[] {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="mobile-apps"]')?.content ?? '';
  const named = new Map(
    content
      .split(/\s+/)
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const),
  );
  return (Object.keys(LABELS) as Array<AppStoreLink['store']>).flatMap((store) => {
    const href = named.get(store);
    return href && ORIGINS[store].test(href) ? [{ store, label: LABELS[store], href }] : [];
  });
}
