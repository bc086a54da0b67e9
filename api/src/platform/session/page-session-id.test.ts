import { randomBytes } from 'node:crypto';
import { isSessionId } from './session-plugin';
import { isPageSessionId, pageSessionId } from './page-session-id';

describe('session ids given with a cached page', () => {
  it('look like any session id and are known by the store that gave them', () => {
    const id = pageSessionId('secret-a');
    expect(isSessionId(id)).toBe(true);
    expect(isPageSessionId(id, 'secret-a')).toBe(true);
    expect(pageSessionId('secret-a')).not.toBe(id);
  });

  it('are refused when made up, changed or signed with another secret', () => {
    const id = pageSessionId('secret-a');
    expect(isPageSessionId(id, 'secret-b')).toBe(false);
    const changed = (id[0] === 'A' ? 'B' : 'A') + id.slice(1);
    expect(isPageSessionId(changed, 'secret-a')).toBe(false);
    expect(isPageSessionId(randomBytes(32).toString('base64url'), 'secret-a')).toBe(false);
    expect(isPageSessionId('short', 'secret-a')).toBe(false);
  });
});
