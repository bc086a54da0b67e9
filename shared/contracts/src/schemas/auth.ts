/** Signing in and out: SMS codes, passwords, external providers. */
import { Type } from '@sinclair/typebox';

/** A phone as typed: digits with any of '+', spaces, brackets and dashes; the API normalises it. */
export const PhoneInputSchema = Type.String({ minLength: 10, maxLength: 32, pattern: '^[0-9+()\\- ]+$' });
/** A code from an SMS: exactly six digits. */
export const SmsCodeSchema = Type.String({ pattern: '^[0-9]{6}$' });
export const PasswordSchema = Type.String({ minLength: 1, maxLength: 128 });
const NameSchema = Type.String({ minLength: 1, maxLength: 60 });
const EmailSchema = Type.String({ minLength: 3, maxLength: 254, format: 'email' });

export const PhoneBodySchema = Type.Object({ phone: PhoneInputSchema }, { additionalProperties: false });

/** A code was sent: when another may be asked for and how long this one lives. */
export const CodeSentSchema = Type.Object({
  phone: Type.String({ description: '+7 XXX XXX-XX-XX' }),
  resendAfterSeconds: Type.Integer(),
  expiresInSeconds: Type.Integer(),
});

export const PhoneCodeBodySchema = Type.Object(
  { phone: PhoneInputSchema, code: SmsCodeSchema },
  { additionalProperties: false },
);

export const PasswordSignInBodySchema = Type.Object(
  {
    login: Type.String({ minLength: 3, maxLength: 254, description: 'a phone or an e-mail' }),
    password: PasswordSchema,
  },
  { additionalProperties: false },
);

export const RegisterBodySchema = Type.Object(
  {
    phone: PhoneInputSchema,
    code: SmsCodeSchema,
    firstName: NameSchema,
    password: PasswordSchema,
    email: Type.Optional(EmailSchema),
    mailingAgree: Type.Optional(Type.Boolean()),
    personalDataConsent: Type.Literal(true),
  },
  { additionalProperties: false },
);

/** A checked reset code: the ticket that lets the next request set a new password. */
export const ResetTicketSchema = Type.Object({ resetToken: Type.String() });

export const UpdatePasswordBodySchema = Type.Union([
  Type.Object(
    { resetToken: Type.String({ maxLength: 512 }), password: PasswordSchema },
    { additionalProperties: false },
  ),
  Type.Object({ currentPassword: PasswordSchema, password: PasswordSchema }, { additionalProperties: false }),
]);

export { AUTH_PROVIDERS, type AuthProvider } from '../auth-providers';

export const OAuthProviderParamsSchema = Type.Object({
  provider: Type.Union([Type.Literal('yandex'), Type.Literal('vk'), Type.Literal('tinkoff')]),
});
export const OAuthLinkQuerySchema = Type.Object(
  { returnTo: Type.Optional(Type.String({ maxLength: 512, pattern: '^/' })) },
  { additionalProperties: false },
);
export const OAuthLinkSchema = Type.Object({ url: Type.String() });
export const AuthCallbackQuerySchema = Type.Object({
  state: Type.String({ minLength: 1, maxLength: 128 }),
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 128 })),
});
