/** The calendar day promotions are judged by (Moscow time: the chain's working day). */
export const moscowToday = (now = new Date()) => new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
