// `npm run bench -- --smoke`: every bench on a tiny scale, only to show that it still runs from end to
// end (npm test runs it, so a bench cannot rot unseen). Its figures mean nothing.
export const SMOKE = process.argv.includes('--smoke');

/** `full` in a real run, `smoke` in a smoke run. */
export function scale(full: number, smoke: number): number {
  return SMOKE ? smoke : full;
}
