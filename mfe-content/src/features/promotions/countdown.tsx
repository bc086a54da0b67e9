import { useEffect, useState } from 'react';
import { plural } from '@apteka/contracts';

const DAYS = ['день', 'дня', 'дней'] as const;
const HOURS = ['час', 'часа', 'часов'] as const;
const MINUTES = ['минута', 'минуты', 'минут'] as const;

/** The promotion's last moment: the end of its last day, Moscow time (the chain's working day). */
export const endOf = (day: string) => new Date(`${day}T23:59:59+03:00`).getTime();

/** «До конца акции: 3 дня 4 часа 12 минут», ticking each minute. */
export function timeLeftText(until: number, now: number): string {
  const minutes = Math.max(0, Math.floor((until - now) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 ? `${days} ${plural(days, DAYS)}` : null,
    days > 0 || hours > 0 ? `${hours} ${plural(hours, HOURS)}` : null,
    `${rest} ${plural(rest, MINUTES)}`,
  ].filter(Boolean);
  return `До конца акции: ${parts.join(' ')}`;
}

export function Countdown({ ends }: { ends: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // read once a minute by screen readers at most: the text is not live
  return <p css={{ fontSize: 18, fontWeight: 600, margin: '0 0 16px' }}>{timeLeftText(endOf(ends), now)}</p>;
}
