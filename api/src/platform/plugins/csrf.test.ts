import { csrfTokenFor } from './csrf';

describe('csrfTokenFor', () => {
  test('depends on both the session and the secret', () => {
    const token = csrfTokenFor('session-a', 'secret');
    expect(token).toBe(csrfTokenFor('session-a', 'secret'));
    expect(token).not.toBe(csrfTokenFor('session-b', 'secret'));
    expect(token).not.toBe(csrfTokenFor('session-a', 'other'));
  });
});
