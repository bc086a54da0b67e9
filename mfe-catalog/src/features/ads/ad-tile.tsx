import type { AdTile as Tile } from '@apteka/contracts';
import { AdLabel, media } from '@apteka/ui';
import { ProductCard } from '../common/product-card';

const phone = media.below('smallMobile');

/**
 * An advertised product in a listing: the ordinary card (same basket button) under the 'Реклама' label. A phone's
 * card has its price where the label would stand, so there the label is a line of its own above the card.
 */
export function AdTile({ tile, view, source }: { tile: Tile; view: 'tile' | 'list'; source: string }) {
  return (
    <div
      data-testid="ad-tile"
      css={{
        position: 'relative',
        height: '100%',
        [phone]: { display: 'flex', flexDirection: 'column', gap: 4, '& > article': { height: 'auto', flex: 1 } },
      }}
    >
      <div
        css={{
          position: 'absolute',
          top: 8,
          right: 8,
          zIndex: 1,
          [phone]: { position: 'static', alignSelf: 'flex-end' },
        }}
      >
        <AdLabel client={tile.client.name} token={tile.token} />
      </div>
      <ProductCard product={tile.product} view={view} source={`${source}-ad`} />
    </div>
  );
}
