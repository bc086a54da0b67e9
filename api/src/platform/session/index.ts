export { SESSION_COOKIE, isSessionId, sessionPlugin, type Session } from './session-plugin';
export { defaultRegionId, defaultSessionData, normalizeSessionData, type SessionData } from './session-data';
export { requireCustomer } from './require-customer';
export type { SessionAccess, SessionLifecycle } from './session-access';
export { deleteExpiredSessions } from './sessions-repository';
