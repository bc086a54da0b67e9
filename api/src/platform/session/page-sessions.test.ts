import type { FastifyRequest } from 'fastify';
import { defaultSessionData } from './session-data';
import { keepPageSession, openPageSessions, PAGE_SESSION_HEADER, pageSession } from './page-sessions';

const asked = (token: string) => ({ headers: { [PAGE_SESSION_HEADER]: token } }) as unknown as FastifyRequest;
const session = { id: 'a'.repeat(43), data: defaultSessionData('samson') };

describe("the session a page's own requests share", () => {
  it('is what an earlier request of the page read, while the page is drawn', () => {
    const page = openPageSessions();
    expect(pageSession(asked(page.token))).toBeNull();
    keepPageSession(asked(page.token), session);
    expect(pageSession(asked(page.token))).toBe(session);
    page.close();
    expect(pageSession(asked(page.token))).toBeNull();
  });

  it("is nobody's for a token no page gave out (a browser sending the header)", () => {
    keepPageSession(asked('made-up'), session);
    expect(pageSession(asked('made-up'))).toBeNull();
    expect(pageSession({ headers: {} } as unknown as FastifyRequest)).toBeNull();
  });
});
