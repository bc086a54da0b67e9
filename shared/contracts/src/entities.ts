/**
 * Entities, as the API returns them and the front ends read them. Money is integer kopecks.
 * Each type is derived from the TypeBox schema the API validates with (./schemas); the imports are type-only,
 * so front-end bundles never pull TypeBox in.
 */
import type { Static } from '@sinclair/typebox';
import type { CodeSentSchema, ResetTicketSchema, OAuthLinkSchema } from './schemas/auth';
import type {
  ProfileUpdateBodySchema,
  BonusSummarySchema,
  BonusEntrySchema,
  BonusHistorySchema,
  BoughtProductSchema,
  SavedCardSchema,
  PersonalCouponSchema,
  CharitySchema,
  FavoritableCategoriesSchema,
} from './schemas/account';
import type { ApiErrorSchema, GeoPointSchema } from './schemas/common';
import type { RegionCasesSchema, RegionSchema } from './schemas/regions';
import type { OpeningHoursSchema, StoreListSchema, StoreSchema, StoreSummarySchema } from './schemas/stores';
import type {
  CourierAddressSchema,
  DeliveryIdSchema,
  DeliveryModeSchema,
  DeliverySchema,
  LocationSchema,
} from './schemas/delivery';
import type { CategoryNodeSchema, CategorySchema } from './schemas/categories';
import type {
  CheckFavoriteResultSchema,
  CustomerSchema,
  FavoriteProductBodySchema,
  FavoriteProductResultSchema,
  UserStateSchema,
} from './schemas/customer';
import type { CartItemSchema, CartSchema, CartTotalsSchema, PriceSchema } from './schemas/cart';
import type { SlideSchema } from './schemas/slides';
import type {
  CartShortSchema,
  CartStoresSchema,
  PaySystemsSchema,
  ReplacementListSchema,
  SharedCartSchema,
} from './schemas/cart';
import type {
  BookingBodySchema,
  FoundOrderSchema,
  OrderListSchema,
  OrderSchema,
  PlacedOrderSchema,
  PlaceOrderBodySchema,
} from './schemas/orders';
import type { BuildInfoSchema, ClientLogBodySchema } from './schemas/system';

/** name in four grammatical cases: name_gde 'Москве' (где), name_vin 'Москву', name_dat 'Москве', name_rod 'Москвы' */
export type RegionCases = Static<typeof RegionCasesSchema>;
export type GeoPoint = Static<typeof GeoPointSchema>;
export type Region = Static<typeof RegionSchema>;

export type DeliveryId = Static<typeof DeliveryIdSchema>;
export type DeliveryMode = Static<typeof DeliveryModeSchema>;
export type CourierAddress = Static<typeof CourierAddressSchema>;
export type Delivery = Static<typeof DeliverySchema>;
export type Location = Static<typeof LocationSchema>;

export type Customer = Static<typeof CustomerSchema>;
export type UserState = Static<typeof UserStateSchema>;
export type FavoriteProductBody = Static<typeof FavoriteProductBodySchema>;
export type FavoriteProductResult = Static<typeof FavoriteProductResultSchema>;
export type CheckFavoriteResult = Static<typeof CheckFavoriteResultSchema>;

/** day: 0 = Monday ... 6 = Sunday; open/close 'HH:MM' local time, or null when closed that day */
export type OpeningHours = Static<typeof OpeningHoursSchema>;
export type StoreSummary = Static<typeof StoreSummarySchema>;
export type Store = Static<typeof StoreSchema>;
export type StoreList = Static<typeof StoreListSchema>;

export type Category = Static<typeof CategorySchema>;
export type CategoryNode = Static<typeof CategoryNodeSchema>;

/** base and special in kopecks; special is null when there is no special price */
export type Price = Static<typeof PriceSchema>;
export type CartItem = Static<typeof CartItemSchema>;
export type CartTotals = Static<typeof CartTotalsSchema>;
export type Cart = Static<typeof CartSchema>;
export type { CartLineStatus } from './schemas/cart';
export type { OrderStatus, PaymentStatus } from './schemas/orders';
export type CartShort = Static<typeof CartShortSchema>;
export type CartStores = Static<typeof CartStoresSchema>;
export type PaySystems = Static<typeof PaySystemsSchema>;
export type ReplacementList = Static<typeof ReplacementListSchema>;
export type SharedCart = Static<typeof SharedCartSchema>;
export type Order = Static<typeof OrderSchema>;
export type OrderList = Static<typeof OrderListSchema>;
export type PlacedOrder = Static<typeof PlacedOrderSchema>;
export type PlaceOrderBody = Static<typeof PlaceOrderBodySchema>;
export type BookingBody = Static<typeof BookingBodySchema>;
export type FoundOrder = Static<typeof FoundOrderSchema>;

export type Slide = Static<typeof SlideSchema>;

export type BuildInfo = Static<typeof BuildInfoSchema>;
export type ClientLogEntry = Static<typeof ClientLogBodySchema>;
export type ApiErrorBody = Static<typeof ApiErrorSchema>;

// Delivery, pharmacies and addresses (issue 4).
import type {
  BasketAvailabilitySchema,
  CourierAddressInputSchema,
  DeliveryCostRulesSchema,
  DeliveryStateSchema,
  ProductAvailabilitySchema,
  TimeSlotListSchema,
  TimeSlotSchema,
} from './schemas/delivery-actions';
import type {
  AddressSuggestionListSchema,
  AddressSuggestionSchema,
  FavoriteAddressSchema,
  MapConfigSchema,
  RegionDetectionSchema,
} from './schemas/geo';
import type {
  FavoriteToggleResultSchema,
  StoreAvailabilitySchema,
  StoreReviewListSchema,
  StoreReviewSchema,
  StoreSearchResultSchema,
  StoreWithAvailabilitySchema,
} from './schemas/stores';

export type CourierAddressInput = Static<typeof CourierAddressInputSchema>;
export type DeliveryState = Static<typeof DeliveryStateSchema>;
export type TimeSlot = Static<typeof TimeSlotSchema>;
export type TimeSlotList = Static<typeof TimeSlotListSchema>;
export type ProductAvailability = Static<typeof ProductAvailabilitySchema>;
export type BasketAvailability = Static<typeof BasketAvailabilitySchema>;
export type DeliveryCostRules = Static<typeof DeliveryCostRulesSchema>;
export type AddressSuggestion = Static<typeof AddressSuggestionSchema>;
export type AddressSuggestionList = Static<typeof AddressSuggestionListSchema>;
export type FavoriteAddress = Static<typeof FavoriteAddressSchema>;
export type MapConfig = Static<typeof MapConfigSchema>;
export type RegionDetection = Static<typeof RegionDetectionSchema>;
export type StoreAvailability = Static<typeof StoreAvailabilitySchema>;
export type StoreWithAvailability = Static<typeof StoreWithAvailabilitySchema>;
export type StoreSearchResult = Static<typeof StoreSearchResultSchema>;
export type StoreReview = Static<typeof StoreReviewSchema>;
export type StoreReviewList = Static<typeof StoreReviewListSchema>;
export type FavoriteToggleResult = Static<typeof FavoriteToggleResultSchema>;
export type {
  ProductSort,
  Selection,
  ProductListQuery,
  CategoryProductsQuery,
  AvailabilityStatus,
  Availability,
  ProductCard,
  Facets,
  ProductList,
  ProductDetail,
  ProductAttribute,
  FormTypeLink,
  ProductSet,
  Suggestion,
  Suggestions,
  CategoryMenu,
} from './schemas/products';
export type { AlphabetDirectory, AlphabetLetters, AlphabetNames, AlphabetName } from './schemas/alphabet';
export type { AdBanner, AdTile, AdTileList, AdBannerQuery, AdListingQuery } from './schemas/ads';

export type CodeSent = Static<typeof CodeSentSchema>;
export type ResetTicket = Static<typeof ResetTicketSchema>;
export type OAuthLink = Static<typeof OAuthLinkSchema>;
export type ProfileUpdate = Static<typeof ProfileUpdateBodySchema>;
export type BonusSummary = Static<typeof BonusSummarySchema>;
export type BonusEntry = Static<typeof BonusEntrySchema>;
export type BonusHistory = Static<typeof BonusHistorySchema>;
export type BoughtProduct = Static<typeof BoughtProductSchema>;
export type SavedCard = Static<typeof SavedCardSchema>;
export type PersonalCoupon = Static<typeof PersonalCouponSchema>;
export type Charity = Static<typeof CharitySchema>;
export type FavoritableCategories = Static<typeof FavoritableCategoriesSchema>;

// Editorial content (issue 11).
import type {
  ArticleCardSchema,
  ArticleListSchema,
  ArticleSchema,
  ArticleTopicsSchema,
  AuthorPageSchema,
  InfoPageListSchema,
  InfoPageSchema,
  NewsCardSchema,
  NewsItemSchema,
  NewsListSchema,
  PromotionCardSchema,
  PromotionListSchema,
  PromotionSchema,
  TocEntrySchema,
} from './schemas/content';
export type TocEntry = Static<typeof TocEntrySchema>;
export type ArticleTopics = Static<typeof ArticleTopicsSchema>;
export type ArticleCard = Static<typeof ArticleCardSchema>;
export type ArticleList = Static<typeof ArticleListSchema>;
export type Article = Static<typeof ArticleSchema>;
export type AuthorPage = Static<typeof AuthorPageSchema>;
export type PromotionCard = Static<typeof PromotionCardSchema>;
export type PromotionList = Static<typeof PromotionListSchema>;
export type Promotion = Static<typeof PromotionSchema>;
export type NewsCard = Static<typeof NewsCardSchema>;
export type NewsList = Static<typeof NewsListSchema>;
export type NewsItem = Static<typeof NewsItemSchema>;
export type InfoPageContent = Static<typeof InfoPageSchema>;
export type InfoPageList = Static<typeof InfoPageListSchema>;
