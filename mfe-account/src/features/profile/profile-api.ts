import { accountApi } from '../../api';

export const profileApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sends the e-mail confirmation letter again. */
    verifyContacts: build.mutation<{ sent: true }, void>({
      query: () => ({ url: '/customer/verify-contacts', method: 'POST', body: {} }),
    }),
    verifyEmail: build.mutation<{ email: string }, string>({
      query: (token) => ({ url: '/customer/verify-email', method: 'POST', body: { token } }),
      invalidatesTags: ['Customer'],
    }),
    unsubscribe: build.mutation<{ unsubscribed: true }, string>({
      query: (token) => ({ url: '/customer/unsubscribe', method: 'POST', body: { token } }),
      invalidatesTags: ['Customer'],
    }),
    telegramLink: build.mutation<{ link: string }, void>({
      query: () => ({ url: '/customer/subscribe-telegramm', method: 'POST', body: {} }),
    }),
  }),
});

export const { useVerifyContactsMutation, useVerifyEmailMutation, useUnsubscribeMutation, useTelegramLinkMutation } =
  profileApi;
