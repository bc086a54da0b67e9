/** Forgets every cookie of the test page (the first visit's answers are kept there), as a new browser would be. */
export function clearPageCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
