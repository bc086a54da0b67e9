import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { chainOf } from '@apteka/contracts';
import {
  BonusHistorySchema,
  BonusSummarySchema,
  CharityMoveBodySchema,
  CharitySchema,
  CheckFavoriteQuerySchema,
  CheckFavoriteResultSchema,
  FavoritableCategoriesSchema,
  FavoriteCategoryBodySchema,
  FavoriteProductBodySchema,
  FavoriteProductResultSchema,
  PageQuerySchema,
  ProductCardListSchema,
  ProfileUpdateBodySchema,
  TelegramLinkSchema,
  TokenBodySchema,
  UserStateSchema,
} from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import { bonusHistoryPage, bonusSummary, charity, moveToCharity } from './bonuses';
import { customerState } from './customer-state';
import { favoriteIdsAmong, favoriteProductCards, markFavoriteProduct } from './favorite-products';
import { chooseFavoriteCategory, favoritableCategories, telegramLink } from './preferences';
import { resendEmailVerification, unsubscribe, updateProfile, verifyEmail, type ProfileDeps } from './profile';

const write = { security: [{ xsrf: [] }] };
const tags = ['customer'];

export const customerRoutes: FastifyPluginAsyncTypebox<{ profile: ProfileDeps; telegramBot: string }> = async (
  app,
  { profile, telegramBot },
) => {
  const { db } = app;

  app.get(
    '/customer',
    {
      schema: {
        tags,
        summary: 'Who the visitor is: the signed-in customer with the bonus balance, or anonymous',
        response: { 200: UserStateSchema },
      },
    },
    async (request) => customerState(db, (await request.session()).data),
  );

  app.put(
    '/customer',
    {
      schema: {
        ...write,
        tags,
        summary: 'Update the profile: names, gender, birth date, e-mail (confirmed by a mail), consents, 18+',
        body: ProfileUpdateBodySchema,
        response: { 200: UserStateSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => updateProfile(profile, (await request.session()).data, request.body),
  );

  app.post(
    '/customer/verify-contacts',
    {
      schema: {
        ...write,
        tags,
        summary: 'Send the e-mail confirmation again',
        response: { 200: Type.Object({ sent: Type.Literal(true) }), ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => resendEmailVerification(profile, (await request.session()).data),
  );

  app.post(
    '/customer/verify-email',
    {
      schema: {
        ...write,
        tags,
        summary: 'Confirm an e-mail with the token of the verification mail (no sign-in needed)',
        body: TokenBodySchema,
        response: { 200: Type.Object({ email: Type.String() }), ...errorResponses(400, 403) },
      },
    },
    async (request) => verifyEmail(profile, request.body.token),
  );

  app.post(
    '/customer/unsubscribe',
    {
      schema: {
        ...write,
        tags,
        summary: "One-click unsubscribe with the token of a mailing's link (no sign-in needed)",
        body: TokenBodySchema,
        response: { 200: Type.Object({ unsubscribed: Type.Literal(true) }), ...errorResponses(400, 403) },
      },
    },
    async (request) => unsubscribe(profile, request.body.token),
  );

  app.get(
    '/customer/bonus',
    {
      schema: {
        tags,
        summary: 'The bonus balance and the programme rules',
        response: { 200: BonusSummarySchema, ...errorResponses(401) },
      },
    },
    async (request) => bonusSummary(db, (await request.session()).data),
  );

  app.get(
    '/customer/bonus/history',
    {
      schema: {
        tags,
        summary: 'Every accrual and spend of bonuses, newest first, with its order',
        querystring: PageQuerySchema,
        response: { 200: BonusHistorySchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => bonusHistoryPage(db, (await request.session()).data, request.query.page),
  );

  app.get(
    '/customer/charity',
    {
      schema: {
        tags,
        summary: 'Charity programmes and the bonuses moved to them',
        response: { 200: CharitySchema, ...errorResponses(401) },
      },
    },
    async (request) => charity(db, (await request.session()).data),
  );

  app.post(
    '/customer/charity-move',
    {
      schema: {
        ...write,
        tags,
        summary: 'Move bonuses to a charity programme (within the balance)',
        body: CharityMoveBodySchema,
        response: { 200: CharitySchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      moveToCharity(db, (await request.session()).data, request.body.programmeId, request.body.bonuses),
  );

  app.get(
    '/customer/favoritable-categories',
    {
      schema: {
        tags,
        summary: 'The categories a customer may choose as the favourite one, and the chosen one',
        response: { 200: FavoritableCategoriesSchema, ...errorResponses(401) },
      },
    },
    async (request) => favoritableCategories(db, (await request.session()).data),
  );

  app.put(
    '/customer/favoritable-categories',
    {
      schema: {
        ...write,
        tags,
        summary: 'Choose the favourite category',
        body: FavoriteCategoryBodySchema,
        response: { 200: FavoritableCategoriesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => chooseFavoriteCategory(db, (await request.session()).data, request.body.categoryId),
  );

  app.post(
    '/customer/subscribe-telegramm',
    {
      schema: {
        ...write,
        tags,
        summary: "Notifications in Telegram: the link that opens the shop's bot for this customer",
        response: { 200: TelegramLinkSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => telegramLink(db, (await request.session()).data, { secret: profile.secret, telegramBot }),
  );

  app.get(
    '/customer/favorite-products',
    {
      schema: {
        tags,
        summary: "The signed-in shopper's favourite products as cards of the session's region, the latest first",
        response: { 200: ProductCardListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      items: await favoriteProductCards(db, (await request.session()).data, chainOf(app.appConfig.brand)),
    }),
  );

  app.put(
    '/customer/favorite-products',
    {
      schema: {
        ...write,
        tags,
        summary: 'Add a product to favourites or remove it (signed-in shoppers)',
        body: FavoriteProductBodySchema,
        response: { 200: FavoriteProductResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { productId, isFavorite } = request.body;
      const favoritesCount = await markFavoriteProduct(db, (await request.session()).data, productId, isFavorite);
      return { productId, isFavorite, favoritesCount };
    },
  );

  app.get(
    '/customer/check-favorite',
    {
      schema: {
        tags,
        summary: 'Which of the given products (ids or guids) are among the shopper’s favourites',
        querystring: CheckFavoriteQuerySchema,
        response: { 200: CheckFavoriteResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      favoriteIds: await favoriteIdsAmong(db, (await request.session()).data, request.query.productGuids),
    }),
  );
};
