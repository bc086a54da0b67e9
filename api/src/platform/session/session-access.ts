import type { Session } from './session-plugin';
import type { SessionData } from './session-data';

/**
 * How module code reads and changes the visitor's session without knowing about HTTP; a Fastify request is one
 * (the session plugin gives every request these two methods).
 */
export interface SessionAccess {
  session(): Promise<Session>;
  updateSession(patch: Partial<SessionData>): Promise<Session>;
}

/** What signing in and out does to a session besides reading and changing it. */
export interface SessionLifecycle extends SessionAccess {
  rotateSession(patch: Partial<SessionData>): Promise<Session>;
  endSession(): Promise<void>;
}
