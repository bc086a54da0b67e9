/** What a device says of itself; `deviceMemory` (GB, rounded) and `connection` are Chromium's. */
export interface DeviceHints {
  hardwareConcurrency?: number;
  deviceMemory?: number;
  connection?: { saveData?: boolean; effectiveType?: string };
}

/** The least a device has to run other remotes' code at idle without a shopper on it waiting. */
const SPARE_CORES = 4;
const SPARE_MEMORY_GB = 4;

/**
 * Whether the device shows it has time to spare for work nobody asked for yet: cores and memory beyond a budget
 * phone's, and no data saver or slow network. A device that does not say counts as a budget phone.
 */
export function hasTimeToSpare(device: DeviceHints = navigator as DeviceHints): boolean {
  const cores = device.hardwareConcurrency ?? 0;
  const memory = device.deviceMemory ?? 0;
  const network = device.connection;
  if (network?.saveData || /(^|-)2g$|^3g$/.test(network?.effectiveType ?? '')) return false;
  return cores >= SPARE_CORES && memory >= SPARE_MEMORY_GB;
}
