import type { Theme } from '@emotion/react';
import type { Slide } from '@apteka/contracts';
import { focusRing, Link } from '@apteka/ui';
import { slideHref, slideTarget } from './slide-href';

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
        '@media (min-width: 1024px)': {
          display: 'grid',
          gridTemplateColumns: `repeat(${banners.length}, 1fr)`,
          alignContent: 'start',
        },
      }}
    >
      {banners.map((slide) => (
        <li key={slide.id}>
          <Link
            href={slideHref(slide)}
            {...slideTarget(slide)}
            css={(theme: Theme) => ({
              display: 'block',
              borderRadius: theme.radius,
              overflow: 'hidden',
              ...focusRing(theme),
            })}
          >
            <img
              src={slide.images.base || slide.images.small}
              alt={slide.name}
              loading="lazy"
              css={{ display: 'block', width: '100%', height: 'auto' }}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
