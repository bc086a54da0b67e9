import { useTheme } from '@emotion/react';
import { useLocationKey } from '@apteka/bus';
import { ErrorNotice, media, Spinner, useDrawnViewport, visuallyHidden } from '@apteka/ui';
import { useGetSlidesQuery } from '../../api';
import { errorText } from '@apteka/api-client';
import { MainSlider, SLIDE_BASE, SLIDE_SMALL } from './main-slider';
import { PopularCategories } from './popular-categories';
import { PopularProducts } from './popular-products';
import { SideBanners } from './side-banners';

/**
 * Share of the row the side banners take on large screens: 57 %.
 * The main slider takes the rest; below 1024 px only the main slider shows.
 */
export const SIDE_AREA_WIDTH = '57%';

/**
 * The home page: the brand's name as h1, promo slides with side banners, popular goods, popular categories. A phone
 * shows the goods above the slides (the page is a column there), so its first window holds goods to buy. The markup
 * puts them where the guessed screen shows them, so reading and tab order follow what is seen; the CSS order only
 * mends a wrong guess.
 */
export function HomePage() {
  const theme = useTheme();
  const locationKey = useLocationKey();
  const top = useGetSlidesQuery({ type: 'HOME_TOP', ...locationKey });
  const side = useGetSlidesQuery({ type: 'HOME_SIDE', ...locationKey });
  const goodsFirst = useDrawnViewport() === 'phone';

  return (
    <div
      css={{
        maxWidth: 1280,
        margin: '0 auto',
        padding: '24px 16px',
        [media.below('smallMobile')]: { display: 'flex', flexDirection: 'column', padding: '0 0 16px' },
      }}
    >
      <h1 css={visuallyHidden}>{theme.name}: интернет-аптека</h1>
      {goodsFirst && <PopularProducts />}
      <div
        css={{
          display: 'grid',
          gap: 16,
          alignItems: 'start',
          [media.from('desktop')]: { gridTemplateColumns: '1fr 1fr' },
          [media.from('wide')]: { gridTemplateColumns: `1fr ${SIDE_AREA_WIDTH}` },
        }}
      >
        {top.isLoading ? (
          // The slider's own proportions (its picture and the row of controls under it), so nothing below moves
          // when the slides arrive.
          <div
            css={{
              aspectRatio: `${SLIDE_SMALL.width} / ${SLIDE_SMALL.height}`,
              marginBottom: 52,
              display: 'grid',
              placeItems: 'center',
              [media.from('desktop')]: { aspectRatio: `${SLIDE_BASE.width} / ${SLIDE_BASE.height}` },
            }}
          >
            <Spinner label="Загружаем акции…" />
          </div>
        ) : top.error ? (
          <ErrorNotice message={errorText(top.error)} onRetry={() => void top.refetch()} />
        ) : top.data && top.data.length > 0 ? (
          <MainSlider slides={top.data} />
        ) : null}
        {/* Side banners are an extra: when they fail the page simply goes without them. */}
        {side.data && <SideBanners slides={side.data} />}
      </div>
      {!goodsFirst && <PopularProducts />}
      <PopularCategories />
    </div>
  );
}
