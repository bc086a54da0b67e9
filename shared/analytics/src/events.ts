/**
 * Every analytics event the store may push, by name, with its payload. The names and payloads are a contract
 * read by the marketing team's tag container and by Yandex Metrica: a remote can push only what is declared here,
 * and `events.contract.test.ts` keeps every declared event pushed by some code path.
 *
 * E-commerce events use GA4's names and shape (`ecommerce.items`, prices in rubles), which Google Tag Manager and
 * Yandex Metrica's e-commerce both read; the store's own events carry flat parameters.
 */

/** A product as analytics sees it; prices in rubles. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_list_name?: string;
  index?: number;
  price: number;
  discount?: number;
  quantity: number;
}

export interface EcommercePayload {
  currency: 'RUB';
  value?: number;
  items: AnalyticsItem[];
  item_list_name?: string;
  transaction_id?: string;
  shipping?: number;
  coupon?: string;
  shipping_tier?: string;
  payment_type?: string;
  /** the pharmacy a reservation is for */
  affiliation?: string;
}

/** The delivery labels analytics reports. */
export type DeliveryLabel = 'Доставка' | 'В аптеке';

export interface EcommerceEventMap {
  /** a product card was opened from a list (click) */
  select_item: EcommercePayload;
  /** a product card was at least half on screen, once per card per page view (impression) */
  view_item_list: EcommercePayload;
  /** a product page was shown (detail) */
  view_item: EcommercePayload;
  add_to_cart: EcommercePayload;
  remove_from_cart: EcommercePayload;
  /** money of a paid order went back to the shopper */
  refund: EcommercePayload;
  /** checkout step 1: the checkout page with the basket's goods */
  begin_checkout: EcommercePayload;
  /** checkout step 2: the checkout page, where delivery and payment are chosen */
  add_shipping_info: EcommercePayload;
  purchase: EcommercePayload;
  /**
   * a one-click reservation at a pharmacy: each item's price is the special price if there is one, else the base
   * one, its discount the base less the special, and the value their sum times the quantities
   */
  booking: EcommercePayload;
}

export interface CustomEventMap {
  /** a virtual page view of the single-page store */
  page_view: { page_path: string; page_title: string };
  city_select: { city: string; region_id: number };
  delivery_type_select: { delivery_type: DeliveryLabel };
  login: { method: 'password' | 'sms' | 'yandex' | 'vk' | 'tinkoff' };
  sms_confirm: { purpose: 'login' | 'registration' | 'phone_change' };
  password_recovery: { step: 'code_confirmed' | 'password_changed' };
  sign_up: { method: 'phone' };
  search: { search_term: string; results_count: number };
  error: { error_text: string; error_field: string; page_path: string };
  promo_code: { coupon: string; result: 'Условия применения соблюдены' | 'Некорректный купон' };
  filter: { filters: string; products_count: number | null };
  sort: { sort: string; products_count: number | null };
  favorite_pharmacy: { action: 'add' | 'remove'; store_id: number; store_name: string };
  phone_click: { page: string; phone: string };
  share_basket: { items_count: number };
  account_delete: Record<string, never>;
  own_ad_show: { ad_name: string; ad_brand: string | null; ad_product: string | null; position: number };
  own_ad_click: { ad_name: string; ad_brand: string | null; ad_product: string | null; position: number };
  own_ad_add_to_cart: { ad_name: string; item_id: string; item_name: string };
  user_id: { user_id: string | null };
  user_city: { user_city: string };
  /** an online payment went through; once per order id per browser session */
  online_payment: { transaction_id: string; value: number };
  /** a product the shopper wanted cannot be had where they want it */
  product_unavailable: { reason: string; product_name: string; address: string; page_path: string };
}

export type AnalyticsEventMap = EcommerceEventMap & CustomEventMap;
export type AnalyticsEventName = keyof AnalyticsEventMap;

/** Every declared event with what it means: the list the contract test checks pushes against. */
export const ANALYTICS_EVENTS: Record<AnalyticsEventName, string> = {
  select_item: 'e-commerce click on a product card',
  view_item_list: 'e-commerce impression of a product card',
  view_item: 'e-commerce detail: a product page',
  add_to_cart: 'e-commerce add to basket',
  remove_from_cart: 'e-commerce remove from basket',
  refund: 'e-commerce refund of a paid order',
  begin_checkout: 'checkout step 1',
  add_shipping_info: 'checkout step 2',
  purchase: 'e-commerce purchase',
  booking: 'one-click reservation at a pharmacy',
  page_view: 'virtual page view',
  city_select: 'city chosen',
  delivery_type_select: 'pickup or delivery chosen',
  login: 'signed in',
  sms_confirm: 'SMS code confirmed',
  password_recovery: 'password recovery',
  sign_up: 'registered',
  search: 'catalogue search',
  error: 'an error shown to the shopper',
  promo_code: 'promo code applied or rejected',
  filter: 'listing filtered',
  sort: 'listing sorted',
  favorite_pharmacy: 'favourite pharmacy added or removed',
  phone_click: 'a phone number tapped',
  share_basket: 'basket shared',
  account_delete: 'account deleted',
  own_ad_show: 'own advert shown',
  own_ad_click: 'own advert clicked',
  own_ad_add_to_cart: 'product added to the basket after an own advert click',
  user_id: 'the signed-in customer id',
  user_city: 'the shopper city',
  online_payment: 'online payment made',
  product_unavailable: 'product unavailable where wanted',
};

const ECOMMERCE: ReadonlySet<string> = new Set<keyof EcommerceEventMap>([
  'select_item',
  'view_item_list',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'refund',
  'begin_checkout',
  'add_shipping_info',
  'purchase',
  'booking',
]);

export const isEcommerceEvent = (name: AnalyticsEventName): name is keyof EcommerceEventMap => ECOMMERCE.has(name);
