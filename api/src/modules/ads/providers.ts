import type { AdBanner } from '@apteka/contracts';
import type { AdsConfig } from '../../platform/config';
import type { Queryable } from '../../platform/database/types';
import { upstreamUnavailable } from '../../platform/errors';
import type { AdPick, AdProvider, AdTarget } from './ad-provider';
import type { AdCaches } from './ad-caches';
import { adTiles, bannerAt, eligibleBanners, findListingPicks, isAdvertisable } from './ads-repository';

/** The page an advertisement is for: a banner is the same in either delivery mode, a listing's prices are not. */
const pageOf = (target: AdTarget) =>
  JSON.stringify([target.regionId, target.categoryPath ?? null, target.productId ?? null]);

export function builtinAdProvider(db: Queryable, caches: AdCaches): AdProvider {
  return {
    banner: async (target, rotation) =>
      bannerAt(await caches.banners.get(pageOf(target), () => eligibleBanners(db, target)), rotation),
    listing: (target, count) =>
      caches.listings.get(`${pageOf(target)}|${target.chain}|${target.mode}|${count}`, async () =>
        adTiles(db, target, await findListingPicks(db, target, count)),
      ),
  };
}

/** What the outside ad server answers: a banner (204 when none) and listing picks by product id. */
interface RemoteBanner extends AdBanner {
  productId?: number | null;
}
interface RemoteListing {
  items?: { id: string | number; productId: number; client: { name: string }; token: string }[];
}

const TIMEOUT_MS = 2000;
const UNAVAILABLE = () => upstreamUnavailable('ads_unavailable', 'Рекламный сервис недоступен.');

function targetParams(target: AdTarget): Record<string, string> {
  const params: Record<string, string> = { region: String(target.regionId) };
  if (target.categoryPath) params.category = target.categoryPath.join('/');
  if (target.productId !== undefined) params.product = String(target.productId);
  return params;
}

/**
 * An outside ad server (ADS_URL, 'Authorization: Bearer ADS_TOKEN'): GET /banner and GET /listing. Its answers are
 * not trusted with products: listing tiles are priced here and prescription products dropped, and a banner
 * promoting a prescription product is not shown.
 */
export function httpAdProvider(db: Queryable, config: AdsConfig): AdProvider {
  async function call<T>(path: string, params: Record<string, string>): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(`${config.url}/${path}?${new URLSearchParams(params).toString()}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${config.token ?? ''}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw UNAVAILABLE();
    }
    if (response.status === 204) return null;
    if (!response.ok) throw UNAVAILABLE();
    try {
      return (await response.json()) as T;
    } catch {
      throw UNAVAILABLE();
    }
  }

  return {
    async banner(target, rotation) {
      const remote = await call<RemoteBanner>('banner', {
        ...targetParams(target),
        placement: 'top',
        rotation: String(rotation),
      });
      if (!remote || typeof remote.token !== 'string' || typeof remote.client?.name !== 'string') return null;
      if (typeof remote.productId === 'number' && !(await isAdvertisable(db, remote.productId))) return null;
      return {
        id: String(remote.id),
        title: String(remote.title ?? ''),
        text: remote.text ?? null,
        image: remote.image ?? null,
        link: remote.link ?? null,
        client: { name: remote.client.name },
        token: remote.token,
      };
    },
    async listing(target, count) {
      const remote = await call<RemoteListing>('listing', { ...targetParams(target), count: String(count) });
      const picks: AdPick[] = (remote?.items ?? [])
        .filter(
          (item) =>
            Number.isInteger(item.productId) && typeof item.token === 'string' && typeof item.client?.name === 'string',
        )
        .slice(0, count)
        .map((item) => ({
          id: String(item.id),
          productId: item.productId,
          clientName: item.client.name,
          token: item.token,
        }));
      return adTiles(db, target, picks);
    },
  };
}

/** The configured provider; an outside ad server is asked every time (its rotation and limits are its own). */
export function adProvider(db: Queryable, config: AdsConfig | undefined, caches: AdCaches): AdProvider {
  return config?.provider === 'http' ? httpAdProvider(db, config) : builtinAdProvider(db, caches);
}
