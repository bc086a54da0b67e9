/**
 * The Google Analytics client id of the browser, from its `_ga` cookie (`GA1.1.<random>.<timestamp>`): the id is
 * the last two numbers. Anything else is no id.
 */
export function analyticsClientId(cookies: Record<string, string | undefined>): string | null {
  const match = /^GA\d\.\d+\.(\d{1,20}\.\d{1,20})$/.exec(cookies._ga ?? '');
  return match ? match[1]! : null;
}
