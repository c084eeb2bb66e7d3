/** The readable message of anything thrown or returned as an error. */
export function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return undefined;
}
