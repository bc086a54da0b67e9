import { splitRegionPrefix, withRegion, type Brand, type ProductCard } from '@apteka/contracts';
import type { ApiClient } from '@apteka/api-client';
import { MAX_RECOMMENDATIONS } from './max-recommendations';
import type * as RecommendationsRoot from './recommendations-root';

// The service starts on every page, but few shoppers add a product: React's root, the popup and the UI kit
// are loaded when a popup is first shown, not with the service.
const loadRoot = (): Promise<typeof RecommendationsRoot> =>
  import(/* webpackChunkName: "basket-recommendations" */ './recommendations-root');

export interface RecommendationsHost {
  /** asks the server what goes with the product and shows the popup when there is anything to offer; true when shown */
  show: (productId: number) => Promise<boolean>;
  /** removes the popup, and drops one still on its way */
  close: () => void;
}

/** The popup after an add, for the whole page; a newer add replaces an open popup. */
export function recommendationsHost(
  client: ApiClient,
  brand: Brand,
  addOne: (productId: number) => Promise<boolean>,
): RecommendationsHost {
  let unmount: (() => void) | null = null;
  let ticket = 0;

  const remove = () => {
    unmount?.();
    unmount = null;
  };

  const close = () => {
    ticket++;
    remove();
  };

  const show = async (productId: number) => {
    const mine = ++ticket;
    let items: ProductCard[];
    try {
      ({ items } = await client.get<{ items: ProductCard[] }>('/products/recommend', {
        params: { productId, limit: MAX_RECOMMENDATIONS + 1 },
      }));
    } catch (error) {
      // The product is in the basket already; suggestions are a nicety and their failure is not the shopper's concern.
      console.warn('[basket] no recommendations', error);
      return false;
    }
    const offered = items.filter((item) => item.id !== productId);
    if (mine !== ticket || offered.length === 0) return false;
    let root: typeof RecommendationsRoot;
    try {
      root = await loadRoot();
    } catch (error) {
      // Without the popup the shopper still learns from the service's notice that the product was added.
      console.warn('[basket] could not load the recommendations popup', error);
      return false;
    }
    if (mine !== ticket) return false;
    remove();
    const basketHref = withRegion('/basket/', splitRegionPrefix(window.location.pathname).region);
    const dismiss = root.mountRecommendations(brand, {
      items: offered,
      basketHref,
      onAdd: addOne,
      onClose: () => {
        if (unmount === dismiss) remove();
      },
    });
    unmount = dismiss;
    return true;
  };

  return { show, close };
}
