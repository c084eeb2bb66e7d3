import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` so relative times ('5 minutes ago') stay true, and
 * read again when `latest` (the newest time on screen, epoch ms) is later than the last reading: a
 * brief saved since the last tick would otherwise read 'Updated in less than a minute'.
 */
export function useNow(intervalMs = 60_000, latest?: number): Date {
  const [now, setNow] = useState(() => new Date());
  const [checked, setChecked] = useState(latest);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  // Adjusting state while rendering (React's pattern for derived state): once per new `latest`, so a
  // time truly in the future (another device's clock) cannot loop.
  if (latest !== checked) {
    setChecked(latest);
    if (latest !== undefined && latest > now.getTime()) setNow(new Date());
  }
  return now;
}
