import { createRoot } from 'react-dom/client';
import type { Brand } from '@apteka/contracts';
import { BrandStyles } from '@apteka/ui';
import { RecommendationsPopup, type RecommendationsPopupProps } from './recommendations-popup';

/**
 * The popup lives outside every remote's tree (the service runs for the whole page), so it gets a root of its
 * own in document.body with the brand's theme. Returns the function that removes it.
 */
export function mountRecommendations(brand: Brand, props: RecommendationsPopupProps): () => void {
  const container = document.createElement('div');
  container.dataset.basketRecommendations = '';
  document.body.appendChild(container);
  const root = createRoot(container);
  root.render(
    <BrandStyles brand={brand}>
      <RecommendationsPopup {...props} />
    </BrandStyles>,
  );
  return () => {
    root.unmount();
    container.remove();
  };
}
