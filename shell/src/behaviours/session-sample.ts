// Which sessions report what, decided apart from the reports: a page decides at start-up whether it reports its
// remotes' health, and loads the code of its speed report only once the page is quiet.

/** A share of visits the page names in a meta tag of its head (0 to 1); `fallback` when it names none. */
export function metaSampleRate(name: string, fallback: number, doc: Document = document): number {
  const content = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  const rate = content === null || content === undefined ? fallback : Number(content);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : fallback;
}

/** Whether this browser session is in a sample: decided once per session (under `key`), so page after page agrees. */
export function sessionSampled(
  session: Storage | null,
  key: string,
  rate: number,
  random: () => number = Math.random,
): boolean {
  try {
    const decided = session?.getItem(key);
    if (decided === '1' || decided === '0') return decided === '1';
    const chosen = random() < rate;
    session?.setItem(key, chosen ? '1' : '0');
    return chosen;
  } catch {
    // no storage: this page decides for itself
    return random() < rate;
  }
}
