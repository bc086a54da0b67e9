/**
 * Signing in by SMS code or password, registering, restoring a password, changing the phone, signing out and
 * deleting the account. Every sign-in ends in completeSignIn.
 */
import { normalizePhone, type Brand, type UserState } from '@apteka/contracts';
import type { Db, Queryable } from '../../platform/database/types';
import { conflict, invalidFields, notFound, rateLimited, unauthenticated, unprocessable } from '../../platform/errors';
import { enforceLimits, type RateLimit } from '../../platform/rate-limit/rate-limits';
import { readToken, signToken } from '../../platform/security/signed-tokens';
import { requireCustomer, type SessionLifecycle } from '../../platform/session';
import {
  clearWrongPasswords,
  countWrongPassword,
  customerState,
  deleteFavoritesOf,
  eraseCustomer,
  findCustomer,
  findCustomerByEmail,
  findCustomerByPhone,
  sendVerificationMail,
  updateCustomer,
  type CustomerRow,
  type ProfileDeps,
} from '../account';
import { anonymiseCustomerOrders } from '../orders';
import { deleteIdentitiesOf } from './identities-repository';
import { customerOfPhone } from './customers';
import { checkCode, mobileOrRefuse, sendCode, type CodeDeps } from './one-time-codes';
import { findCode, spendCode } from './one-time-codes-repository';
import {
  hashPassword,
  LOCK_MINUTES,
  passwordMatches,
  requireStrongPassword,
  WRONG_PASSWORDS_BEFORE_LOCK,
} from './passwords';
import { completeSignIn } from './sign-in';

export interface AuthDeps {
  db: Db;
  brand: Brand;
  codes: CodeDeps;
  profile: ProfileDeps;
  secret: string;
  /** what else a deleted account's data lives in (saved cards at the payments module), inside the deletion */
  forgetCustomer: (db: Queryable, customerId: number) => Promise<void>;
}

/** Password guesses from one address, whatever accounts they aim at. */
const PASSWORD_TRIES_PER_ADDRESS: RateLimit = { bucket: 'password:address', limit: 30, windowSeconds: 15 * 60 };
const RESET_TICKET_SECONDS = 10 * 60;
/** Compared against when no account matches, so a wrong login takes as long as a wrong password. */
const DUMMY_HASH = hashPassword('not-a-real-password-1');

interface Requester {
  access: SessionLifecycle;
  address: string;
}

const requesterOf = async ({ access, address }: Requester, customerId: number | null = null) => ({
  sessionId: (await access.session()).id,
  address,
  customerId,
});

export async function sendLoginCode(deps: AuthDeps, requester: Requester, phoneInput: string) {
  return sendCode(deps.codes, mobileOrRefuse(phoneInput), 'login', await requesterOf(requester));
}

/** The code from the SMS signs in; a first sign-in creates the customer. */
export async function signInWithCode(
  deps: AuthDeps,
  access: SessionLifecycle,
  phoneInput: string,
  code: string,
): Promise<UserState> {
  const phone = mobileOrRefuse(phoneInput);
  await checkCode(deps.codes, phone, 'login', code, (await access.session()).id);
  return completeSignIn(deps, access, await customerOfPhone(deps.db, phone));
}

export async function sendRegistrationCode(deps: AuthDeps, requester: Requester, phoneInput: string) {
  const phone = mobileOrRefuse(phoneInput);
  if ((await findCustomerByPhone(deps.db, phone))?.password_hash) throw alreadyRegistered();
  return sendCode(deps.codes, phone, 'register', await requesterOf(requester));
}

const alreadyRegistered = () => {
  const message = 'Этот номер уже зарегистрирован. Войдите по паролю или по коду из SMS.';
  return conflict('phone_registered', message);
};

export interface Registration {
  phone: string;
  code: string;
  firstName: string;
  password: string;
  email?: string;
  mailingAgree?: boolean;
}

/** Registration with a password: the phone confirmed by its code, then signed in. */
export async function register(deps: AuthDeps, access: SessionLifecycle, form: Registration): Promise<UserState> {
  const phone = mobileOrRefuse(form.phone);
  requireStrongPassword(form.password);
  const firstName = form.firstName.trim();
  if (!firstName) {
    const message = 'Укажите имя.';
    throw invalidFields('name_missing', message, { firstName: message });
  }
  const email = form.email?.trim() || null;
  if (email) {
    const owner = await findCustomerByEmail(deps.db, email);
    if (owner && owner.phone !== phone) {
      const message = 'Этот адрес уже указан в другом личном кабинете.';
      throw invalidFields('email_taken', message, { email: message });
    }
  }
  const existing = await findCustomerByPhone(deps.db, phone);
  if (existing?.password_hash) throw alreadyRegistered();
  await checkCode(deps.codes, phone, 'register', form.code, (await access.session()).id);
  const passwordHash = await hashPassword(form.password);
  const customerId = await customerOfPhone(deps.db, phone);
  await updateCustomer(deps.db, customerId, {
    firstName,
    passwordHash,
    mailingAgree: form.mailingAgree ?? false,
    ...(email ? { email, emailVerified: false } : {}),
  });
  if (email) await sendVerificationMail(deps.profile, customerId, email);
  return completeSignIn(deps, access, customerId);
}

const lockedMessage = (until: Date) =>
  `Вход по паролю заблокирован до ${until.toLocaleTimeString('ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Moscow',
  })} (МСК): ${WRONG_PASSWORDS_BEFORE_LOCK} неверных паролей подряд. Войдите по коду из SMS или восстановите пароль.`;

async function customerByLogin(db: Db, login: string): Promise<CustomerRow | null> {
  if (login.includes('@')) return findCustomerByEmail(db, login.trim());
  const phone = normalizePhone(login);
  return phone ? findCustomerByPhone(db, phone) : null;
}

/**
 * A phone or e-mail with a password. Ten wrong passwords in a row lock the account for 15 minutes; one address
 * may guess only so often, whatever the accounts.
 */
export async function signInWithPassword(
  deps: AuthDeps,
  requester: Requester,
  login: string,
  password: string,
  now = Date.now(),
): Promise<UserState> {
  await enforceLimits(
    deps.db,
    [{ limit: PASSWORD_TRIES_PER_ADDRESS, key: requester.address }],
    'too_many_passwords',
    (wait) => `Слишком много попыток входа. Попробуйте ${wait}.`,
    now,
  );
  const customer = await customerByLogin(deps.db, login);
  const lockedUntil = customer?.locked_until ? new Date(customer.locked_until) : null;
  if (lockedUntil && lockedUntil.getTime() > now) {
    throw rateLimited('account_locked', lockedMessage(lockedUntil), Math.ceil((lockedUntil.getTime() - now) / 1000));
  }
  const matches = await passwordMatches(customer?.password_hash ?? (await DUMMY_HASH), password);
  if (!customer || !customer.password_hash || !matches) {
    if (customer?.password_hash) {
      const until = new Date(now + LOCK_MINUTES * 60_000);
      const wrong = await countWrongPassword(deps.db, customer.id, WRONG_PASSWORDS_BEFORE_LOCK, until);
      if (wrong >= WRONG_PASSWORDS_BEFORE_LOCK)
        throw rateLimited('account_locked', lockedMessage(until), LOCK_MINUTES * 60);
    }
    throw unauthenticated('invalid_credentials', 'Неверный телефон, почта или пароль.');
  }
  await clearWrongPasswords(deps.db, customer.id);
  return completeSignIn(deps, requester.access, customer.id);
}

export async function sendResetCode(deps: AuthDeps, requester: Requester, phoneInput: string) {
  const phone = mobileOrRefuse(phoneInput);
  const customer = await findCustomerByPhone(deps.db, phone);
  if (!customer) throw notFound('customer_not_found', 'Личный кабинет с этим номером не найден. Зарегистрируйтесь.');
  return sendCode(deps.codes, phone, 'reset', await requesterOf(requester, customer.id));
}

/** A checked reset code gives a short-lived ticket for setting the new password. */
export async function checkResetCode(deps: AuthDeps, access: SessionLifecycle, phoneInput: string, code: string) {
  const phone = mobileOrRefuse(phoneInput);
  const row = await checkCode(deps.codes, phone, 'reset', code, (await access.session()).id, { use: false });
  const customer = await findCustomerByPhone(deps.db, phone);
  if (!customer) throw notFound('customer_not_found', 'Личный кабинет с этим номером не найден.');
  return {
    resetToken: signToken(
      deps.secret,
      'password-reset',
      { codeId: row.id, customerId: customer.id },
      RESET_TICKET_SECONDS,
    ),
  };
}

const ticketExpired = () => unprocessable('reset_expired', 'Время на смену пароля истекло. Запросите код ещё раз.');

/**
 * A new password: with the ticket of a checked reset code (then the shopper is signed in), or, signed in, with the
 * current password.
 */
export async function changePassword(
  deps: AuthDeps,
  access: SessionLifecycle,
  change: { resetToken: string; password: string } | { currentPassword: string; password: string },
): Promise<UserState> {
  requireStrongPassword(change.password);
  if ('resetToken' in change) {
    const ticket = readToken(deps.secret, 'password-reset', change.resetToken);
    if (!ticket) throw ticketExpired();
    const code = await findCode(deps.db, Number(ticket.codeId));
    if (!code || code.purpose !== 'reset' || code.verified_at === null || !(await spendCode(deps.db, code.id))) {
      throw ticketExpired();
    }
    const customerId = Number(ticket.customerId);
    await updateCustomer(deps.db, customerId, { passwordHash: await hashPassword(change.password) });
    await clearWrongPasswords(deps.db, customerId);
    return completeSignIn(deps, access, customerId);
  }
  const { data } = await access.session();
  const customerId = requireCustomer(data, 'сменить пароль');
  const customer = await findCustomer(deps.db, customerId);
  if (!customer || !(await passwordMatches(customer.password_hash, change.currentPassword))) {
    const message = 'Текущий пароль указан неверно.';
    throw invalidFields('password_wrong', message, { currentPassword: message });
  }
  await updateCustomer(deps.db, customerId, { passwordHash: await hashPassword(change.password) });
  return completeSignIn(deps, access, customerId);
}

export async function signOut(access: SessionLifecycle): Promise<{ signedOut: true }> {
  await access.endSession();
  return { signedOut: true };
}

/** A code to the new number: only a phone the customer holds becomes the account's phone. */
export async function sendPhoneChangeCode(deps: AuthDeps, requester: Requester, phoneInput: string) {
  const { data } = await requester.access.session();
  const customerId = requireCustomer(data, 'сменить телефон');
  const phone = mobileOrRefuse(phoneInput);
  const owner = await findCustomerByPhone(deps.db, phone);
  if (owner && owner.id !== customerId) {
    throw conflict('phone_taken', 'Этот номер уже привязан к другому личному кабинету.');
  }
  return sendCode(deps.codes, phone, 'phone-change', await requesterOf(requester, customerId));
}

export async function setPhone(deps: AuthDeps, access: SessionLifecycle, phoneInput: string, code: string) {
  const session = await access.session();
  const customerId = requireCustomer(session.data, 'сменить телефон');
  const phone = mobileOrRefuse(phoneInput);
  const row = await checkCode(deps.codes, phone, 'phone-change', code, session.id);
  if (row.customer_id !== customerId) throw unprocessable('code_invalid', 'Неверный код. Запросите код ещё раз.');
  const owner = await findCustomerByPhone(deps.db, phone);
  if (owner && owner.id !== customerId) {
    throw conflict('phone_taken', 'Этот номер уже привязан к другому личному кабинету.');
  }
  await updateCustomer(deps.db, customerId, { phone });
  return customerState(deps.db, session.data);
}

export async function sendDeletionCode(deps: AuthDeps, requester: Requester) {
  const { data } = await requester.access.session();
  const customerId = requireCustomer(data, 'удалить личный кабинет');
  const customer = await findCustomer(deps.db, customerId);
  if (!customer?.phone) throw conflict('phone_missing', 'У личного кабинета нет телефона для подтверждения.');
  return sendCode(deps.codes, customer.phone, 'delete', await requesterOf(requester, customerId));
}

/**
 * Deletes the account after its code: personal data erased, orders kept without it, external sign-ins, saved
 * cards and favourites gone, the session ended. Signing in with the phone again starts a new, empty account.
 */
export async function deleteAccount(deps: AuthDeps, access: SessionLifecycle, code: string) {
  const session = await access.session();
  const customerId = requireCustomer(session.data, 'удалить личный кабинет');
  const customer = await findCustomer(deps.db, customerId);
  if (!customer?.phone) throw conflict('phone_missing', 'У личного кабинета нет телефона для подтверждения.');
  await checkCode(deps.codes, customer.phone, 'delete', code, session.id);
  await deps.db.transaction(async (tx) => {
    await anonymiseCustomerOrders(tx, customerId);
    await deleteIdentitiesOf(tx, customerId);
    await deleteFavoritesOf(tx, customerId);
    await deps.forgetCustomer(tx, customerId);
    await eraseCustomer(tx, customerId);
  });
  await access.endSession();
  return { deleted: true as const };
}
