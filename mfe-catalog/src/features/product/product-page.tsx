import { useEffect, useRef, useState } from 'react';
import { useTheme, type Theme } from '@emotion/react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  effectivePrice,
  goodsPageTitle,
  notFoundPageTitle,
  productPath,
  videoEmbedUrl,
  withdrawnProductPageTitle,
  type ProductDetail,
} from '@apteka/contracts';
import { errorText } from '@apteka/api-client';
import {
  Button,
  ErrorNotice,
  focusRing,
  formatPrice,
  HydrationBoundary,
  media,
  Price,
  Spinner,
  useDocumentTitle,
  useMediaQuery,
  WhenVisible,
  widthQuery,
} from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import {
  useGetFormTypeLinksQuery,
  useGetProductQuery,
  useGetRecommendedQuery,
  useGetRelatedQuery,
  useGetSetsQuery,
  useGetVisitedQuery,
} from '../../api';
import { pageCss } from '../categories/catalog-page';
import { categoryHref } from '../categories/category-tree-utils';
import { analyticsItem, trackItems } from '@apteka/analytics';
import { Breadcrumbs } from '../common/breadcrumbs';
import { useCardActions, useFavoriteIds } from '../common/card-actions';
import { inPharmacies } from '../common/price';
import { StickyBuyBar } from './sticky-buy-bar';
import { productSlugIn } from './product-slug';
import { BookingDialog } from '../booking/booking-dialog';
import { CardShelf } from '../common/product-card';
import { useLocationKey, type LocationKey } from '@apteka/bus';

const link = (theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) });
const h2 = { fontSize: 22, margin: '32px 0 12px' } as const;
const phone = media.below('smallMobile');
const PHONE_AND_TABLET_QUERY = widthQuery.below('desktop');

/**
 * One part of the instructions. On phones and tablets long instructions fold into sections the shopper opens one
 * at a time; a wide screen shows them all.
 */
function InfoSection({ title, text, collapsed }: { title: string; text: string; collapsed: boolean }) {
  const body = <p css={{ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.5 }}>{text}</p>;
  if (!collapsed)
    return (
      <div>
        <h3 css={{ fontSize: 18, margin: '16px 0 8px' }}>{title}</h3>
        {body}
      </div>
    );
  return (
    <details css={(theme: Theme) => ({ borderBottom: `1px solid ${theme.colors.border}`, padding: '4px 0' })}>
      <summary
        css={(theme: Theme) => ({
          minHeight: 44,
          display: 'flex',
          alignItems: 'center',
          fontSize: 18,
          fontWeight: 600,
          cursor: 'pointer',
          ...focusRing(theme),
        })}
      >
        <h3 css={{ font: 'inherit', margin: 0 }}>{title}</h3>
      </summary>
      <div css={{ padding: '0 0 12px' }}>{body}</div>
    </details>
  );
}

/**
 * A phone's first window: the picture beside the price and availability, «В корзину» under them, the rest of the
 * buy box below; the buy box makes no box of its own there, its parts take their places in the page's grid.
 */
const onPhone = {
  grid: {
    [phone]: {
      gridTemplateColumns: '112px minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gap: '8px 12px',
      alignItems: 'start',
    },
  },
  pictures: { [phone]: { gridColumn: 1, gridRow: 'span 2' } },
  buyBox: { [phone]: { display: 'contents' } },
  beside: { [phone]: { gridColumn: 2 } },
  under: { [phone]: { gridColumn: '1 / -1' } },
  // the prescription's note after the buttons, so they stay in the first window
  after: { [phone]: { gridColumn: '1 / -1', order: 1 } },
} as const;

function BuyBox({ product }: { product: ProductDetail }) {
  const { addToBasket, toggleFavorite } = useCardActions('product-page');
  const isFavorite = useFavoriteIds([product]).has(product.id);
  // the bar at the foot comes once «В корзину» has gone up out of the window
  const buttons = useRef<HTMLDivElement>(null);
  const { availability } = product;
  const unavailable = availability.status === 'not_available' || product.price === null;
  const bookable = !unavailable && availability.pharmacies > 0;
  const [booking, setBooking] = useState(false);
  return (
    <div
      css={(theme: Theme) => ({
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        padding: 16,
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        ...onPhone.buyBox,
      })}
    >
      <div css={onPhone.beside}>
        <Price price={product.price} discountPercent={product.discountPercent} large />
      </div>
      <p css={[{ margin: 0, fontWeight: 600 }, onPhone.beside]} data-testid="availability">
        {availability.text}
        {availability.pharmacies > 0 && (
          <span css={{ fontWeight: 400 }}> — {inPharmacies(availability.pharmacies)}</span>
        )}
      </p>
      {product.isPrescription && (
        <p
          role="note"
          css={(theme: Theme) => ({
            margin: 0,
            padding: 12,
            background: theme.colors.surface,
            borderRadius: theme.radius,
            ...onPhone.after,
          })}
        >
          Отпускается только по рецепту врача. Доступен только самовывоз из аптеки: курьером и ночной доставкой
          рецептурные товары не доставляются.
        </p>
      )}
      <div ref={buttons} css={[{ display: 'flex', gap: 8 }, onPhone.under]}>
        <Button onClick={() => addToBasket(product.id)} disabled={unavailable} css={{ flex: 1 }}>
          В корзину
        </Button>
        <Button variant="secondary" onClick={() => toggleFavorite(product.id, isFavorite)} aria-pressed={isFavorite}>
          <span aria-hidden="true">{isFavorite ? '♥ ' : '♡ '}</span>В избранное
        </Button>
      </div>
      {bookable && (
        <Button variant="secondary" onClick={() => setBooking(true)} css={onPhone.after}>
          Забронировать в аптеке
        </Button>
      )}
      {booking && <BookingDialog product={product} onClose={() => setBooking(false)} />}
      <StickyBuyBar
        product={product}
        buyButtons={buttons}
        unavailable={unavailable}
        onAdd={() => addToBasket(product.id)}
      />
    </div>
  );
}

function FormTypeLinks({ id, locationKey }: { id: number; locationKey: LocationKey }) {
  const regionPath = useRegionPath();
  const { data } = useGetFormTypeLinksQuery({ id, ...locationKey });
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-label="Другие формы выпуска">
      <h2 css={h2}>Другие формы выпуска</h2>
      <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {data.items.map((item) => (
          <li key={item.id}>
            <RouterLink
              to={regionPath(productPath(item.slug))}
              css={(theme: Theme) => ({
                ...link(theme),
                display: 'inline-block',
                padding: '8px 12px',
                border: `1px solid ${theme.colors.border}`,
                borderRadius: theme.radius,
              })}
            >
              {item.formType}
              {item.dosage ? `, ${item.dosage}` : ''}
              {item.price ? ` — ${formatPrice(effectivePrice(item.price))}` : ''}
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Sets({ id, locationKey }: { id: number; locationKey: LocationKey }) {
  const { data } = useGetSetsQuery({ id, ...locationKey });
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-label="Наборы">
      <h2 css={h2}>Наборы с этим товаром</h2>
      {data.items.map((set) => (
        <div key={set.name}>
          <h3 css={{ fontSize: 18 }}>
            {set.name} — {formatPrice(set.total)}
          </h3>
          <CardShelf title={`Состав набора «${set.name}»`} items={set.items} source="product-set" />
        </div>
      ))}
    </section>
  );
}

function Related({ product, locationKey }: { product: ProductDetail; locationKey: LocationKey }) {
  const analogs = useGetRelatedQuery({ id: product.id, kind: 'analogs', ...locationKey });
  const discounts = useGetRelatedQuery({ id: product.id, kind: 'discounts', ...locationKey });
  const recommended = useGetRecommendedQuery({ productId: product.id, ...locationKey });
  const visited = useGetVisitedQuery({ after: product.id, ...locationKey });
  return (
    <>
      <CardShelf title="Аналоги" items={analogs.data?.items} source="product-analogs" />
      <FormTypeLinks id={product.id} locationKey={locationKey} />
      <Sets id={product.id} locationKey={locationKey} />
      <CardShelf title="Скидки в этом разделе" items={discounts.data?.items} source="product-discounts" />
      <CardShelf title="Рекомендуем" items={recommended.data?.items} source="product-recommend" />
      <CardShelf
        title="Вы недавно смотрели"
        items={visited.data?.items.filter((item) => item.id !== product.id)}
        source="product-visited"
      />
    </>
  );
}

function Product({ product, locationKey }: { product: ProductDetail; locationKey: LocationKey }) {
  const regionPath = useRegionPath();
  const storeName = useTheme().name;
  // The same title the server gives the page, kept when the shopper moves between products without a page load.
  useDocumentTitle(goodsPageTitle(product.name, storeName));
  const trail = product.categoriesList[0];
  const narrow = useMediaQuery(PHONE_AND_TABLET_QUERY);
  useEffect(() => {
    const item = analyticsItem({
      id: product.id,
      name: product.name,
      price: product.price,
      brand: product.brand.name,
      categories: trail?.path ?? [],
    });
    trackItems('view_item', [item]);
    // one detail per product shown, not per price refresh
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id]);
  const crumbs = trail
    ? [{ name: trail.name, href: categoryHref({ path: trail.path, slug: trail.path[trail.path.length - 1] ?? '' }) }]
    : [];
  return (
    <article aria-labelledby="product-title">
      <Breadcrumbs items={crumbs} currentLast={false} />
      <h1
        id="product-title"
        css={{ fontSize: 28, margin: '0 0 16px', [phone]: { fontSize: 20, lineHeight: '24px', margin: '0 0 8px' } }}
      >
        {product.name}
      </h1>
      <div
        css={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'minmax(0, 1fr)',
          [media.from('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' },
          ...onPhone.grid,
        }}
      >
        {/* on a phone the pictures scroll sideways in a small strip beside the price */}
        <div
          css={{
            [phone]: {
              display: 'flex',
              gap: 8,
              overflowX: 'auto',
              scrollSnapType: 'x mandatory',
              ...onPhone.pictures[phone],
            },
          }}
        >
          {product.images.map((src, index) => (
            <img
              key={src}
              src={src}
              alt={index === 0 ? product.name : `${product.name}, фото ${index + 1}`}
              width={320}
              height={320}
              css={{
                objectFit: 'contain',
                maxWidth: '100%',
                [phone]: { width: 112, height: 112, flex: '0 0 auto', scrollSnapAlign: 'start' },
              }}
            />
          ))}
        </div>
        <BuyBox product={product} />
      </div>

      {/* what follows the buy box is below a phone's first screen: hydrated on its own, after what is in view */}
      <HydrationBoundary>
        <h2 css={h2}>Характеристики</h2>
        <table
          css={(theme: Theme) => ({
            borderCollapse: 'collapse',
            width: '100%',
            maxWidth: 720,
            'th, td': {
              textAlign: 'left',
              padding: '8px 12px 8px 0',
              borderBottom: `1px solid ${theme.colors.border}`,
              verticalAlign: 'top',
            },
            th: { fontWeight: 400, color: theme.colors.textMuted, width: '40%' },
          })}
        >
          <tbody>
            {product.attributes.map((attribute) => (
              <tr key={attribute.key}>
                <th scope="row">{attribute.label}</th>
                <td>
                  {attribute.href ? (
                    <RouterLink to={regionPath(attribute.href)} css={link}>
                      {attribute.value}
                    </RouterLink>
                  ) : (
                    attribute.value
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        {product.infoSections.length > 0 && (
          <section aria-labelledby="product-info">
            <h2 id="product-info" css={h2}>
              {product.infoTitle}
            </h2>
            {product.infoSections.map((section) => (
              <InfoSection key={section.title} title={section.title} text={section.text} collapsed={narrow} />
            ))}
          </section>
        )}

        {product.videos.length > 0 && (
          <section aria-label="Видео">
            <h2 css={h2}>Видео</h2>
            {product.videos.map((video) => {
              // A Rutube page link becomes its player; anything else is offered as a link only.
              const embed = videoEmbedUrl(video);
              return embed ? (
                <iframe
                  key={video}
                  src={embed}
                  title={`Видео: ${product.name}`}
                  width={560}
                  height={315}
                  loading="lazy"
                  allow="fullscreen"
                  css={{ border: 0, maxWidth: '100%' }}
                />
              ) : (
                <p key={video}>
                  <a href={video} target="_blank" rel="noreferrer" css={link}>
                    Смотреть видео о товаре
                  </a>
                </p>
              );
            })}
          </section>
        )}
      </HydrationBoundary>

      {/* the goods around the product are far below the first screen: asked for and drawn as the shopper nears them */}
      <WhenVisible>
        <Related product={product} locationKey={locationKey} />
      </WhenVisible>
    </article>
  );
}

/** /catalog/product/{slug}: the product page; prices and availability follow the region and delivery mode. */
export function ProductPage() {
  const slug = productSlugIn(useParams()['*'] ?? '');
  const locationKey = useLocationKey();
  const valid = slug !== null;
  const { data, error, isLoading, refetch } = useGetProductQuery({ key: slug ?? '', ...locationKey }, { skip: !valid });
  const regionPath = useRegionPath();
  const navigate = useNavigate();
  const { search } = useLocation();
  // a former slug (a renamed product) or the id leads to the product: the address becomes its own one
  const ownAddress = data && data.slug !== slug ? `${regionPath(productPath(data.slug))}${search}` : null;
  useEffect(() => {
    if (ownAddress) navigate(ownAddress, { replace: true });
  }, [ownAddress, navigate]);
  const status = error && 'status' in error ? error.status : null;
  const storeName = useTheme().name;
  // a product found names the page itself (Product), once drawn
  useDocumentTitle(
    status === 410
      ? withdrawnProductPageTitle(storeName)
      : !valid || status === 404
        ? notFoundPageTitle(storeName)
        : null,
  );

  let body;
  if (status === 410) {
    body = (
      <>
        <h1 css={{ fontSize: 28 }}>Товар снят с продажи</h1>
        <p>
          Этот товар больше не продаётся. Подберите замену в{' '}
          <RouterLink to={regionPath('/catalog')} css={link}>
            каталоге
          </RouterLink>{' '}
          или через поиск.
        </p>
      </>
    );
  } else if (!valid || status === 404) {
    body = (
      <>
        <h1 css={{ fontSize: 28 }}>Товар не найден</h1>
        <p>
          Такого товара нет в каталоге. Попробуйте поиск или{' '}
          <RouterLink to={regionPath('/catalog')} css={link}>
            каталог
          </RouterLink>
          .
        </p>
      </>
    );
  } else if (isLoading) body = <Spinner label="Загружаем товар…" />;
  else if (error || !data) body = <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  else body = <Product product={data} locationKey={locationKey} />;
  return <section css={pageCss}>{body}</section>;
}
