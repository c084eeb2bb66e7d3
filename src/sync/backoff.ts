// Retry schedule for failed pushes: capped exponential backoff with jitter, so that a fleet of
// laptops coming back online does not hit the server in lockstep. The delay of attempt n is drawn
// from [d/2, d] with d = min(cap, base · 2^(n-1)). `online` and a visible tab retry at once instead.

export const RETRY_BASE_MS = 1_000;
export const RETRY_CAP_MS = 5 * 60_000;

/** Delay before retry number `attempt` (1 = first retry); `random` in [0, 1). */
export function retryDelay(attempt: number, random: number): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** exponent);
  return Math.round(ceiling / 2 + (random * ceiling) / 2);
}
