/** schema.org objects for the pages' JSON-LD, with the fields search engines require of each type. */
import type { ProductDetail, Store } from '@apteka/contracts';
import { effectivePrice } from '@apteka/contracts';

const CONTEXT = 'https://schema.org';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Kopecks as the decimal rouble string schema.org prices use: 12345 -> "123.45". */
export const roubles = (kopecks: number) => (kopecks / 100).toFixed(2);

export function productData(product: ProductDetail, url: string, image: string) {
  const price = product.price ? effectivePrice(product.price) : null;
  const inStock = product.availability.status !== 'not_available';
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    image: [image],
    description: product.description,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand.name },
    ...(product.categoriesList.length
      ? { category: product.categoriesList.map((category) => category.name).join(' > ') }
      : {}),
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: roubles(price),
            priceCurrency: 'RUB',
            availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  };
}

export function breadcrumbData(items: Array<{ name: string; url: string }>) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function itemListData(name: string, items: Array<{ name: string; url: string }>) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  };
}

export function pharmacyData(store: Store, url: string, brandName: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Pharmacy',
    name: `${brandName}: ${store.name}`,
    url,
    telephone: store.phone,
    address: { '@type': 'PostalAddress', streetAddress: store.address, addressCountry: 'RU' },
    geo: { '@type': 'GeoCoordinates', latitude: store.coordinates.lat, longitude: store.coordinates.lon },
    openingHoursSpecification: store.isAroundTheClock
      ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: '00:00', closes: '23:59' }]
      : store.openingHours
          .filter((hours) => hours.open && hours.close)
          .map((hours) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: DAYS[hours.day],
            opens: hours.open,
            closes: hours.close,
          })),
  };
}

export function articleData(
  article: { title: string; summary: string; publishedOn: string; updatedAt: string; authorName: string },
  url: string,
  image: string,
  publisher: { name: string; logo: string },
) {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    image: [image],
    datePublished: article.publishedOn,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.authorName },
    publisher: { '@type': 'Organization', name: publisher.name, logo: { '@type': 'ImageObject', url: publisher.logo } },
    mainEntityOfPage: url,
  };
}

export function organizationData(name: string, url: string, phone: string, logo: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url,
    logo,
    contactPoint: { '@type': 'ContactPoint', telephone: phone, contactType: 'customer service', areaServed: 'RU' },
  };
}
