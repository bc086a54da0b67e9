import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../database/types';
import {
  deleteSession,
  findSession,
  insertSession,
  insertSessionIfAbsent,
  REPLACED_ID_SECONDS,
  replaceSession,
  touchSession,
  updateSession,
} from './sessions-repository';
import { normalizeSessionData, defaultSessionData, type SessionData } from './session-data';
import type { AppConfig } from '../config';
import { csrfTokenFor, XSRF_COOKIE } from '../plugins/csrf';
import { globalPlugin } from '../plugins/global-plugin';
import { conflict } from '../errors';
import { isPageSessionId, pageSessionId } from './page-session-id';
import { keepPageSession, pageSession } from './page-sessions';

export const SESSION_COOKIE = 'sid';
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Session {
  readonly id: string;
  readonly data: SessionData;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Gives a page drawn for no one in particular the cookies of a session of its own (and its CSRF token), with
     * no row written until the shopper's first request that uses it.
     */
    issuePageSession(reply: FastifyReply): void;
    /**
     * Whether the request names a session the store keeps (or kept): false for a visitor without one, and for a
     * page-given id no request has used yet.
     */
    hasStoredSession(request: FastifyRequest): Promise<boolean>;
  }
  interface FastifyRequest {
    /** The visitor's session, created (row and cookies) on first use in a request. */
    session(): Promise<Session>;
    /** Saves changed session fields and returns the new session. */
    updateSession(patch: Partial<SessionData>): Promise<Session>;
    /**
     * Moves the session to a new id with the changed fields (sign-in): an id someone knew before, or planted,
     * is worthless afterwards.
     */
    rotateSession(patch: Partial<SessionData>): Promise<Session>;
    /** Ends the session on the server and clears its cookies (sign-out). */
    endSession(): Promise<void>;
  }
}

export const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && SESSION_ID_PATTERN.test(value);

interface SessionPluginOptions extends Record<string, unknown> {
  db: Db;
  config: AppConfig;
}

const sessionState = new WeakMap<FastifyRequest, Promise<Session>>();
const newSessionId = () => randomBytes(32).toString('base64url');
/** The reply of each request, so a lazily created session can set its cookies. */
const replies = new WeakMap<FastifyRequest, FastifyReply>();

export const sessionPlugin = globalPlugin<SessionPluginOptions>('session', async (app, { db, config }) => {
  const cookieOptions = {
    path: '/',
    sameSite: 'lax' as const,
    secure: config.env === 'production',
    maxAge: COOKIE_MAX_AGE_SECONDS,
  };

  function setSessionCookies(reply: FastifyReply, id: string) {
    reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions, httpOnly: true });
    // Readable by the front end, which echoes it in X-XSRF-TOKEN.
    reply.setCookie(XSRF_COOKIE, csrfTokenFor(id, config.sessionSecret), { ...cookieOptions, httpOnly: false });
  }

  async function loadOrCreate(request: FastifyRequest, reply: FastifyReply): Promise<Session> {
    const cookieId = request.cookies[SESSION_COOKIE];
    let stored = isSessionId(cookieId) ? await findSession(db, cookieId) : null;
    if (!stored && isSessionId(cookieId) && isPageSessionId(cookieId, config.sessionSecret)) {
      // the first request of a shopper whose page came from the cache: the session begins under the id it gave
      await insertSessionIfAbsent(db, cookieId, defaultSessionData(config.brand));
      stored = await findSession(db, cookieId);
    }
    if (stored && !stored.replaced) {
      if (stored.stale) await touchSession(db, cookieId!);
      if (stored.stale || request.cookies[XSRF_COOKIE] !== csrfTokenFor(cookieId!, config.sessionSecret)) {
        setSessionCookies(reply, cookieId!);
      }
      return { id: cookieId!, data: normalizeSessionData(stored.data, config.brand) };
    }
    const data = defaultSessionData(config.brand);
    // Unknown or expired ids are never reused: a fresh id avoids session fixation.
    const id = newSessionId();
    if (stored?.replaced) {
      // Sent with the id the shopper had before signing in, before the sign-in answered: its cookies would sign
      // them out again. A change is refused (asked again, it goes with the new session); a read is answered as a
      // new visitor's, from a session no cookie names.
      if (!SAFE_METHODS.has(request.method)) {
        throw conflict('session_replaced', 'Вы только что вошли в личный кабинет. Повторите, пожалуйста, действие.');
      }
      await insertSession(db, id, data, REPLACED_ID_SECONDS);
      return { id, data };
    }
    await insertSession(db, id, data);
    setSessionCookies(reply, id);
    return { id, data };
  }

  app.addHook('onRequest', async (request, reply) => {
    replies.set(request, reply);
  });

  app.decorate('issuePageSession', (reply: FastifyReply) =>
    setSessionCookies(reply, pageSessionId(config.sessionSecret)),
  );
  app.decorate('hasStoredSession', async (request: FastifyRequest) => {
    const id = request.cookies[SESSION_COOKIE];
    if (!isSessionId(id)) return false;
    // another id is drawn for as ever: a kept session's page, or an unknown id's that is replaced on the way
    if (!isPageSessionId(id, config.sessionSecret)) return true;
    return (await findSession(db, id)) !== null;
  });

  app.decorateRequest('session', function (this: FastifyRequest) {
    let loaded = sessionState.get(this);
    if (!loaded) {
      const reply = replies.get(this);
      if (!reply) return Promise.reject(new Error('session() used before the onRequest hook ran'));
      const known = pageSession(this);
      loaded = known
        ? Promise.resolve(known)
        : loadOrCreate(this, reply).then((session) => {
            keepPageSession(this, session);
            return session;
          });
      sessionState.set(this, loaded);
      // A failed load must not be cached for a retry within the same request.
      loaded.catch(() => sessionState.delete(this));
    }
    return loaded;
  });

  app.decorateRequest('rotateSession', async function (this: FastifyRequest, patch: Partial<SessionData>) {
    const current = await this.session();
    const next: Session = { id: newSessionId(), data: { ...current.data, ...patch } };
    await replaceSession(db, current.id, next.id, next.data);
    const reply = replies.get(this);
    if (reply) setSessionCookies(reply, next.id);
    sessionState.set(this, Promise.resolve(next));
    keepPageSession(this, next);
    return next;
  });

  app.decorateRequest('endSession', async function (this: FastifyRequest) {
    const current = await this.session();
    await deleteSession(db, current.id);
    sessionState.delete(this);
    const reply = replies.get(this);
    if (reply) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(XSRF_COOKIE, { path: '/' });
    }
  });

  app.decorateRequest('updateSession', async function (this: FastifyRequest, patch: Partial<SessionData>) {
    const current = await this.session();
    const next: Session = { id: current.id, data: { ...current.data, ...patch } };
    await updateSession(db, next.id, next.data);
    sessionState.set(this, Promise.resolve(next));
    keepPageSession(this, next);
    return next;
  });
});
