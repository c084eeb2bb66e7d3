// Counts said in words ("1 brief", "2 briefs", "1 brief now belongs"): the phrase agrees with the number.
// English only needs one and many; numbers are grouped as the rest of the app writes them (5,000).

export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
