import { ANONYMOUS_USER, type UserState } from '@apteka/contracts';
import type { SessionData } from '../../platform/session';

/** Who the visitor is. Signing in does not exist yet, so every session is anonymous. */
export function customerState(session: SessionData): UserState {
  return { ...ANONYMOUS_USER, basketId: session.basketId };
}
