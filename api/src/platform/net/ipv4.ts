/** '192.0.2.1' (or '::ffff:192.0.2.1') as an unsigned 32-bit number; null for anything else (IPv6 included). */
export function ipv4ToNumber(ip: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip.replace(/^::ffff:/, ''));
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  if (parts.some((part) => part > 255)) return null;
  return parts.reduce((sum, part) => sum * 256 + part, 0);
}
