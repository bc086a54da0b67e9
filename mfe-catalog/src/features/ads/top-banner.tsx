import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Theme } from '@emotion/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AdBanner } from '@apteka/contracts';
import { AdLabel, focusRing } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { useGetAdBannerQuery, useGetProductQuery } from '../../api';
import { useLocationKey } from '@apteka/bus';

/** An ad banner reloads after 25 s if the window has focus and the banner was visible. */
export const AD_RELOAD_MS = 25_000;
/** The API's bound for `rotation`; the slot's banners cycle anyway. */
const MAX_ROTATION = 1_000_000;

/** Whether the element has been on screen since the last reading: an IntersectionObserver, or always without one. */
function useSeen(target: RefObject<HTMLElement | null>, active: boolean): () => boolean {
  const seen = useRef(false);
  const onScreen = useRef(false);
  useEffect(() => {
    const element = target.current;
    if (!active || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      seen.current = onScreen.current = true;
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        onScreen.current = entry.isIntersecting;
        if (entry.isIntersecting) seen.current = true;
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, active]);
  // Reading starts the next period from whether it is on screen now.
  return useCallback(() => {
    const value = seen.current;
    seen.current = onScreen.current;
    return value;
  }, []);
}

function BannerContent({ banner }: { banner: AdBanner }) {
  const regionPath = useRegionPath();
  const body = (
    <>
      {banner.image && (
        <img src={banner.image} alt="" css={{ display: 'block', maxWidth: '100%', height: 'auto', marginBottom: 8 }} />
      )}
      <strong css={{ display: 'block', fontSize: 20 }}>{banner.title}</strong>
      {banner.text && <span css={{ display: 'block', marginTop: 4 }}>{banner.text}</span>}
    </>
  );
  const linkCss = (theme: Theme) => ({
    display: 'block',
    color: theme.colors.text,
    textDecoration: 'none',
    paddingRight: 96,
    ...focusRing(theme),
  });
  if (!banner.link) return <div css={{ paddingRight: 96 }}>{body}</div>;
  return banner.link.startsWith('/') ? (
    <RouterLink to={regionPath(banner.link)} css={linkCss}>
      {body}
    </RouterLink>
  ) : (
    <a href={banner.link} target="_blank" rel="noopener noreferrer sponsored" css={linkCss}>
      {body}
    </a>
  );
}

/**
 * The top advertising banner of catalogue pages. Every 25 s it asks for the slot's next banner, but only while the
 * window has focus and the banner has been on screen. An empty slot leaves only a hidden 'stop' marker: nothing
 * shows and nothing reloads.
 */
export function TopBanner({
  category,
  product,
  wait = false,
  className,
}: {
  category?: string;
  product?: number;
  wait?: boolean;
  className?: string;
}) {
  const key = useLocationKey();
  const [rotation, setRotation] = useState(0);
  const target = { ...(category ? { category } : {}), ...(product ? { product } : {}) };
  const { data: banner, isError } = useGetAdBannerQuery({ ...key, rotation, ...target }, { skip: wait });
  const slot = useRef<HTMLElement>(null);
  const shown = Boolean(banner) && !isError;
  const wasSeen = useSeen(slot, shown);

  useEffect(() => {
    if (!shown) return undefined;
    const timer = setInterval(() => {
      if (wasSeen() && document.hasFocus()) setRotation((value) => (value + 1) % MAX_ROTATION);
    }, AD_RELOAD_MS);
    return () => clearInterval(timer);
  }, [shown, wasSeen]);

  if (!banner || isError) return <div data-ad-slot="stop" hidden />;
  return (
    <div className={className}>
      <aside
        ref={slot}
        aria-label="Реклама"
        data-testid="top-banner"
        css={(theme: Theme) => ({
          position: 'relative',
          margin: '0 0 16px',
          padding: 16,
          borderRadius: theme.radius,
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
        })}
      >
        <BannerContent banner={banner} />
        <div css={{ position: 'absolute', top: 12, right: 12 }}>
          <AdLabel client={banner.client.name} token={banner.token} />
        </div>
      </aside>
    </div>
  );
}

const SLUG_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+){0,5}$/;
const bannerCss = { maxWidth: 1200, margin: '0 auto', padding: '16px 16px 0' } as const;

/** On a product page the banner targets the product: its id comes from the page's own (cached) product query. */
function ProductPageBanner({ slug }: { slug: string }) {
  const key = useLocationKey();
  const valid = /^[a-z0-9-]{1,120}$/.test(slug);
  const { data, isLoading } = useGetProductQuery({ key: slug, ...key }, { skip: !valid });
  return <TopBanner product={data?.id} wait={valid && isLoading} css={bannerCss} />;
}

/** Above a catalogue page, in its width; on a category or product page targeted at the page of the URL. */
export function CatalogueBanner({ target }: { target?: 'category' | 'product' }) {
  const rest = useParams()['*'] ?? '';
  if (target === 'product') return <ProductPageBanner slug={rest.split('/').filter(Boolean)[0] ?? ''} />;
  const category = target === 'category' && SLUG_PATH.test(rest) ? rest : undefined;
  return <TopBanner category={category} css={bannerCss} />;
}
