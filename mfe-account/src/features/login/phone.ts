/**
 * A phone number in the spec's format (section 5): '+7 XXX XXX-XX-XX'. Accepts 11 digits starting with 8 or 7
 * (with or without '+'), or a 10-digit mobile number (starting with 9) typed without the country code.
 */
export function normalizePhone(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('9')) digits = `7${digits}`;
  if (digits.length !== 11 || !/^[78]/.test(digits)) return null;
  const d = `7${digits.slice(1)}`;
  return `+${d[0]} ${d.slice(1, 4)} ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}`;
}
