/** Every call of the API lives under this path; pictures and the site itself are served beside it. */
export const API_PREFIX = '/api';

/** Whether a request's address (as sent, query and all) is the API's: everything else is a page address. */
export function isApiAddress(url: string): boolean {
  const pathname = url.split('?', 1)[0]!;
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}
