import { unauthenticated } from '../errors';
import type { SessionData } from './session-data';

/** The signed-in customer of the session; a shopper who has not signed in is told what signing in is needed for. */
export function requireCustomer(session: SessionData, action: string): number {
  if (session.customerId === null) {
    throw unauthenticated('auth_required', `Войдите в личный кабинет, чтобы ${action}.`);
  }
  return session.customerId;
}
