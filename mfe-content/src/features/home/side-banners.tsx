import type { Slide } from '@apteka/contracts';
import { Link, media } from '@apteka/ui';
import { slideHref, slideLinkCss, slideTarget } from './slide-href';
import { useOwnAdvert } from './own-advert-analytics';

/** The side banners' picture size. */
const SIDE_BANNER = { width: 400, height: 316 } as const;

/** The two side banners beside the main slider: desktop only: hidden below 1024 px. */
export function SideBanners({ slides }: { slides: Slide[] }) {
  const banners = slides.slice(0, 2);
  if (banners.length === 0) return null;
  return (
    <ul
      aria-label="Спецпредложения"
      css={{
        display: 'none',
        listStyle: 'none',
        margin: 0,
        padding: 0,
        gap: 16,
        [media.from('desktop')]: {
          display: 'grid',
          gridTemplateColumns: `repeat(${banners.length}, 1fr)`,
          alignContent: 'start',
        },
      }}
    >
      {banners.map((slide, position) => (
        <SideBanner key={slide.id} slide={slide} position={position} />
      ))}
    </ul>
  );
}

function SideBanner({ slide, position }: { slide: Slide; position: number }) {
  const advert = useOwnAdvert(slide, position, 'side');
  return (
    <li>
      <div ref={advert.ref}>
        <Link href={slideHref(slide)} {...slideTarget(slide)} onClick={advert.onClick} css={slideLinkCss}>
          <img
            src={slide.images.base || slide.images.small}
            alt={slide.name}
            loading="lazy"
            width={SIDE_BANNER.width}
            height={SIDE_BANNER.height}
            css={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: `${SIDE_BANNER.width} / ${SIDE_BANNER.height}`,
              objectFit: 'cover',
            }}
          />
        </Link>
      </div>
    </li>
  );
}
