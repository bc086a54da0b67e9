import type { AdTile as Tile } from '@apteka/contracts';
import { AdLabel } from '@apteka/ui';
import { ProductCard } from '../common/product-card';

/** An advertised product in a listing: the ordinary card (same basket button) under the 'Реклама' label. */
export function AdTile({ tile, view, source }: { tile: Tile; view: 'tile' | 'list'; source: string }) {
  return (
    <div data-testid="ad-tile" css={{ position: 'relative', height: '100%' }}>
      <div css={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
        <AdLabel client={tile.client.name} token={tile.token} />
      </div>
      <ProductCard product={tile.product} view={view} source={`${source}-ad`} />
    </div>
  );
}
