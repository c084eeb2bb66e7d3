// When the last successful exchange with the server happened. Placeholder until src/sync/status.ts lands.
export function useLastSyncedAt(): string | null {
  return null;
}
