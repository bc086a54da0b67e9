import { createRoot, type Root } from 'react-dom/client';
import { splitRegionPrefix, withRegion, type Brand, type ProductCard } from '@apteka/contracts';
import type { ApiClient } from '@apteka/api-client';
import { BrandStyles } from '@apteka/ui';
import { MAX_RECOMMENDATIONS, RecommendationsPopup } from './recommendations-popup';

export interface RecommendationsHost {
  /** asks the server what goes with the product and shows the popup when there is anything to offer; true when shown */
  show: (productId: number) => Promise<boolean>;
  close: () => void;
}

/**
 * The popup lives outside every remote's tree (the service runs for the whole page), so it gets a root of its
 * own in document.body with the brand's theme; a newer add replaces an open popup.
 */
export function recommendationsHost(
  client: ApiClient,
  brand: Brand,
  addOne: (productId: number) => Promise<boolean>,
): RecommendationsHost {
  let container: HTMLDivElement | null = null;
  let root: Root | null = null;
  let ticket = 0;

  const close = () => {
    root?.unmount();
    container?.remove();
    root = null;
    container = null;
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
    close();
    container = document.createElement('div');
    container.dataset.basketRecommendations = '';
    document.body.appendChild(container);
    root = createRoot(container);
    const basketHref = withRegion('/basket/', splitRegionPrefix(window.location.pathname).region);
    root.render(
      <BrandStyles brand={brand}>
        <RecommendationsPopup items={offered} basketHref={basketHref} onAdd={addOne} onClose={close} />
      </BrandStyles>,
    );
    return true;
  };

  return { show, close };
}
