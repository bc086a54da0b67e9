import { createHmac } from 'node:crypto';

/**
 * The hash that vouches for a signed-in customer to the chat service: HMAC-SHA256 of the customer id with the
 * chat secret, which the browser never sees (the service holds the same secret and checks it).
 */
export const chatUserHash = (secret: string, customerId: number | string): string =>
  createHmac('sha256', secret).update(String(customerId)).digest('hex');

/** Without a configured CHAT_SECRET the built-in chat signs with a key derived from the session secret. */
export const derivedChatSecret = (sessionSecret: string): string =>
  createHmac('sha256', sessionSecret).update('consultant-chat').digest('hex');
