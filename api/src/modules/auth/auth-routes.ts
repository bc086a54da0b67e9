import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CodeSentSchema,
  DeleteAccountBodySchema,
  PasswordSignInBodySchema,
  PhoneBodySchema,
  PhoneCodeBodySchema,
  RegisterBodySchema,
  ResetTicketSchema,
  SetPhoneBodySchema,
  UpdatePasswordBodySchema,
  UserStateSchema,
} from '@apteka/contracts/schemas';
import { errorResponses } from '../../platform/http/error-responses';
import {
  changePassword,
  checkResetCode,
  deleteAccount,
  register,
  sendDeletionCode,
  sendLoginCode,
  sendPhoneChangeCode,
  sendRegistrationCode,
  sendResetCode,
  setPhone,
  signInWithCode,
  signInWithPassword,
  signOut,
  type AuthDeps,
} from './sign-in-flows';

const write = { security: [{ xsrf: [] }] };
const tags = ['customer'];
const codeSent = { 200: CodeSentSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 502) };
const signedIn = { 200: UserStateSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) };

export const authRoutes: FastifyPluginAsyncTypebox<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    '/customer/auth-sms',
    {
      schema: {
        ...write,
        tags,
        summary: 'Send a sign-in code by SMS (Russian mobile numbers; limited per phone, address, session and day)',
        body: PhoneBodySchema,
        response: codeSent,
      },
    },
    async (request) => sendLoginCode(deps, { access: request, address: request.ip }, request.body.phone),
  );

  app.post(
    '/customer/auth-sms/check',
    {
      schema: {
        ...write,
        tags,
        summary: 'Sign in with the SMS code (a first sign-in creates the account); the session id changes',
        body: PhoneCodeBodySchema,
        response: signedIn,
      },
    },
    async (request) => signInWithCode(deps, request, request.body.phone, request.body.code),
  );

  app.post(
    '/customer/auth',
    {
      schema: {
        ...write,
        tags,
        summary: 'Sign in with a phone or e-mail and a password; 10 wrong passwords in a row lock it for 15 minutes',
        body: PasswordSignInBodySchema,
        response: signedIn,
      },
    },
    async (request) =>
      signInWithPassword(deps, { access: request, address: request.ip }, request.body.login, request.body.password),
  );

  app.post(
    '/customer/register/code',
    {
      schema: {
        ...write,
        tags,
        summary: 'Send the code that confirms the phone of a registration',
        body: PhoneBodySchema,
        response: codeSent,
      },
    },
    async (request) => sendRegistrationCode(deps, { access: request, address: request.ip }, request.body.phone),
  );

  app.post(
    '/customer/register',
    {
      schema: {
        ...write,
        tags,
        summary: 'Register with the confirmed phone, a name and a password; signs in',
        body: RegisterBodySchema,
        response: signedIn,
      },
    },
    async (request) => register(deps, request, request.body),
  );

  app.post(
    '/customer/forgot-password',
    {
      schema: {
        ...write,
        tags,
        summary: 'Send a code for setting a new password',
        body: PhoneBodySchema,
        response: codeSent,
      },
    },
    async (request) => sendResetCode(deps, { access: request, address: request.ip }, request.body.phone),
  );

  app.post(
    '/customer/forgot-password-check',
    {
      schema: {
        ...write,
        tags,
        summary: 'Check the reset code; answers a ticket for update-password, valid 10 minutes',
        body: PhoneCodeBodySchema,
        response: { 200: ResetTicketSchema, ...errorResponses(400, 403, 404, 422) },
      },
    },
    async (request) => checkResetCode(deps, request, request.body.phone, request.body.code),
  );

  app.post(
    '/customer/update-password',
    {
      schema: {
        ...write,
        tags,
        summary: 'A new password: with the reset ticket, or signed in with the current password; signs in',
        body: UpdatePasswordBodySchema,
        response: signedIn,
      },
    },
    async (request) => changePassword(deps, request, request.body),
  );

  app.post(
    '/customer/logout',
    {
      schema: {
        ...write,
        tags,
        summary: 'Sign out: the session ends on the server',
        response: { 200: Type.Object({ signedOut: Type.Literal(true) }), ...errorResponses(403) },
      },
    },
    async (request) => signOut(request),
  );

  app.post(
    '/customer/update-phone',
    {
      schema: {
        ...write,
        tags,
        summary: 'Send a code to the new phone of the account',
        body: PhoneBodySchema,
        response: codeSent,
      },
    },
    async (request) => sendPhoneChangeCode(deps, { access: request, address: request.ip }, request.body.phone),
  );

  app.post(
    '/customer/set-phone',
    {
      schema: {
        ...write,
        tags,
        summary: "Make the new phone the account's, with the code sent to it",
        body: SetPhoneBodySchema,
        response: signedIn,
      },
    },
    async (request) => setPhone(deps, request, request.body.phone, request.body.code),
  );

  app.post(
    '/customer/delete/code',
    {
      schema: { ...write, tags, summary: "Send the code that confirms the account's deletion", response: codeSent },
    },
    async (request) => sendDeletionCode(deps, { access: request, address: request.ip }),
  );

  app.delete(
    '/customer/delete',
    {
      schema: {
        ...write,
        tags,
        summary: 'Delete the account with its code: personal data erased, orders kept without it, session ended',
        body: DeleteAccountBodySchema,
        response: { 200: Type.Object({ deleted: Type.Literal(true) }), ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request) => deleteAccount(deps, request, request.body.code),
  );
};
