import { useId, useState, type KeyboardEvent } from 'react';
import type { Theme } from '@emotion/react';
import type { Slide } from '@apteka/contracts';
import { AdLabel, Button, focusRing, Link, media, widthQuery } from '@apteka/ui';
import { parseAdMarking } from './ad-marking';
import { slideHref, slideLinkCss, slideTarget } from './slide-href';
import { useOwnAdvert } from './own-advert-analytics';

/** The slides' picture sizes: the small one below 1024 px, the base one from there. */
export const SLIDE_SMALL = { width: 375, height: 240 } as const;
export const SLIDE_BASE = { width: 670, height: 316 } as const;

/**
 * A slide keeps its box whatever the picture's own proportions (a banner from the CMS may differ a little): the
 * box is set by the size of its breakpoint and the picture covers it, so nothing below moves when it loads.
 */
export const slidePictureCss = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: `${SLIDE_SMALL.width} / ${SLIDE_SMALL.height}`,
  objectFit: 'cover',
  [media.from('desktop')]: { aspectRatio: `${SLIDE_BASE.width} / ${SLIDE_BASE.height}` },
} as const;

// A css prop given to Button replaces its own styles, so these carry the whole look, focus ring included.
const navButton = (theme: Theme) => ({
  minWidth: 44,
  minHeight: 44,
  padding: '0 12px',
  borderRadius: theme.radius,
  cursor: 'pointer',
  background: theme.colors.background,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  fontSize: 20,
  lineHeight: 1,
  '&:hover': { color: theme.colors.primary, borderColor: theme.colors.primary },
  ...focusRing(theme),
});

/** One slide: its picture linking to the promotion, the advertising label when it is marked. */
function SlideView({
  slide,
  position,
  count,
  hidden,
}: {
  slide: Slide;
  position: number;
  count: number;
  hidden: boolean;
}) {
  const marking = parseAdMarking(slide.ord);
  const advert = useOwnAdvert(slide, position, 'slider');
  return (
    <div
      ref={advert.ref}
      role="group"
      aria-roledescription="слайд"
      aria-label={`${position + 1} из ${count}`}
      hidden={hidden}
      css={{ position: 'relative' }}
    >
      <Link href={slideHref(slide)} {...slideTarget(slide)} onClick={advert.onClick} css={slideLinkCss}>
        <picture>
          {slide.images.base && (
            <source
              media={widthQuery.from('desktop')}
              srcSet={slide.images.base}
              width={SLIDE_BASE.width}
              height={SLIDE_BASE.height}
            />
          )}
          <img
            src={slide.images.small || slide.images.base}
            alt={slide.name}
            width={SLIDE_SMALL.width}
            height={SLIDE_SMALL.height}
            loading={position === 0 ? 'eager' : 'lazy'}
            {...(position === 0 ? { fetchPriority: 'high' as const } : {})}
            css={slidePictureCss}
          />
        </picture>
      </Link>
      {marking && (
        <div css={{ position: 'absolute', top: 8, right: 8 }}>
          <AdLabel client={marking.client} token={marking.token} />
        </div>
      )}
    </div>
  );
}

/**
 * The home page's main slider (WAI-ARIA carousel pattern): previous/next buttons and a button per slide,
 * arrow keys inside it, the position announced politely when it changes. It never moves by itself.
 */
export function MainSlider({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const slidesId = useId();
  const count = slides.length;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys from a portal (the ad dialog) bubble here through React too: only the slider's own count.
    if (count < 2 || !event.currentTarget.contains(event.target as Node)) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    }
  };

  return (
    <section aria-roledescription="карусель" aria-label="Акции" onKeyDown={onKeyDown} css={{ minWidth: 0 }}>
      <div id={slidesId} aria-live="polite">
        {slides.map((slide, i) => (
          <SlideView key={slide.id} slide={slide} position={i} count={count} hidden={i !== current} />
        ))}
      </div>
      {count > 1 && (
        <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8, marginTop: 8 }}>
          <Button
            variant="secondary"
            aria-label="Предыдущий слайд"
            aria-controls={slidesId}
            onClick={() => go(current - 1)}
            css={navButton}
          >
            ‹
          </Button>
          {/* Phones get a plain counter instead of a row of dots; the slide's own label announces the position. */}
          <span
            aria-hidden="true"
            css={{ minWidth: 48, textAlign: 'center', [media.from('smallMobile')]: { display: 'none' } }}
          >
            {current + 1} / {count}
          </span>
          <ul
            css={{
              display: 'none',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: 4,
              listStyle: 'none',
              margin: 0,
              padding: 0,
              [media.from('smallMobile')]: { display: 'flex' },
            }}
          >
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  aria-label={`Слайд ${i + 1}: ${slide.name}`}
                  aria-current={i === current ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => go(i)}
                  css={(theme: Theme) => ({
                    width: 32,
                    height: 44,
                    padding: 0,
                    border: 0,
                    background: 'transparent',
                    cursor: 'pointer',
                    borderRadius: '50%',
                    '&::after': {
                      content: '""',
                      display: 'block',
                      width: 12,
                      height: 12,
                      margin: 'auto',
                      borderRadius: '50%',
                      border: `2px solid ${theme.colors.primary}`,
                      background: i === current ? theme.colors.primary : 'transparent',
                    },
                    ...focusRing(theme),
                  })}
                />
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            aria-label="Следующий слайд"
            aria-controls={slidesId}
            onClick={() => go(current + 1)}
            css={navButton}
          >
            ›
          </Button>
        </div>
      )}
    </section>
  );
}
