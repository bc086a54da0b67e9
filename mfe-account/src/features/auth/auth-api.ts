import type { AuthProvider, CodeSent, OAuthLink, ResetTicket, UserState } from '@apteka/contracts';
import { accountApi, normalizeUser } from '../../api';

export interface PhoneCode {
  phone: string;
  code: string;
}

export interface Registration extends PhoneCode {
  firstName: string;
  password: string;
  email?: string;
  mailingAgree?: boolean;
  personalDataConsent: true;
}

export type PasswordUpdate = { resetToken: string; password: string } | { currentPassword: string; password: string };

const post =
  <T>(url: string) =>
  (body: T) => ({ url, method: 'POST' as const, body });

/** Signing in and out, registration, password reset, phone change and deletion: every call of the auth module. */
export const authApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    sendLoginCode: build.mutation<CodeSent, { phone: string }>({ query: post('/customer/auth-sms') }),
    signInWithCode: build.mutation<UserState, PhoneCode>({
      query: post('/customer/auth-sms/check'),
      transformResponse: normalizeUser,
    }),
    signInWithPassword: build.mutation<UserState, { login: string; password: string }>({
      query: post('/customer/auth'),
      transformResponse: normalizeUser,
    }),
    sendRegistrationCode: build.mutation<CodeSent, { phone: string }>({ query: post('/customer/register/code') }),
    register: build.mutation<UserState, Registration>({
      query: post('/customer/register'),
      transformResponse: normalizeUser,
    }),
    sendResetCode: build.mutation<CodeSent, { phone: string }>({ query: post('/customer/forgot-password') }),
    checkResetCode: build.mutation<ResetTicket, PhoneCode>({ query: post('/customer/forgot-password-check') }),
    updatePassword: build.mutation<UserState, PasswordUpdate>({
      query: post('/customer/update-password'),
      transformResponse: normalizeUser,
    }),
    signOut: build.mutation<{ signedOut: true }, void>({ query: () => post('/customer/logout')({}) }),
    sendPhoneChangeCode: build.mutation<CodeSent, { phone: string }>({ query: post('/customer/update-phone') }),
    setPhone: build.mutation<UserState, PhoneCode>({
      query: post('/customer/set-phone'),
      transformResponse: normalizeUser,
      invalidatesTags: ['Customer'],
    }),
    sendDeletionCode: build.mutation<CodeSent, void>({ query: () => post('/customer/delete/code')({}) }),
    deleteAccount: build.mutation<{ deleted: true }, { code: string }>({
      query: (body) => ({ url: '/customer/delete', method: 'DELETE', body }),
    }),
    /** Where to send the browser to sign in with a provider; it comes back to `returnTo`. */
    oauthLink: build.mutation<OAuthLink, { provider: AuthProvider; returnTo: string }>({
      query: ({ provider, returnTo }) => ({ url: `/oauth/${provider}/oauth-link`, params: { returnTo } }),
    }),
  }),
});

export const {
  useSendLoginCodeMutation,
  useSignInWithCodeMutation,
  useSignInWithPasswordMutation,
  useSendRegistrationCodeMutation,
  useRegisterMutation,
  useSendResetCodeMutation,
  useCheckResetCodeMutation,
  useUpdatePasswordMutation,
  useSignOutMutation,
  useSendPhoneChangeCodeMutation,
  useSetPhoneMutation,
  useSendDeletionCodeMutation,
  useDeleteAccountMutation,
  useOauthLinkMutation,
} = authApi;
