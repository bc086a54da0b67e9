/**
 * A phone number as the shop writes it: '+7 XXX XXX-XX-XX'. Accepts 11 digits starting with 8 or 7
 * (with or without '+'), or a 10-digit mobile number (starting with 9) typed without the country code.
 */
export function normalizePhone(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('9')) digits = `7${digits}`;
  if (digits.length !== 11 || !/^[78]/.test(digits)) return null;
  const national = digits.slice(1);
  return `+7 ${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8, 10)}`;
}

/** SMS codes go only to Russian mobile numbers: +7 9XX XXX-XX-XX. */
export function russianMobile(input: string): string | null {
  const phone = normalizePhone(input);
  return phone !== null && phone.startsWith('+7 9') ? phone : null;
}
