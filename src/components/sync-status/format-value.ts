// How a conflicted column's value reads in the resolution view: a short text (its label comes from the
// field registry, domain/fields.ts).

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return fileName(value) ?? value;
  if (Array.isArray(value)) return value.map(formatValue).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    // Deliverables: the ticked options.
    const checked = Object.entries(value as Record<string, unknown>).filter(([, v]) => v === true);
    return checked.map(([key]) => key).join(', ');
  }
  return String(value);
}

/** Files are stored as JSON {data, name} or data URLs: show their name, never megabytes of base64. */
function fileName(value: string): string | undefined {
  if (value.startsWith('data:')) return 'File';
  if (!value.startsWith('{')) return undefined;
  try {
    const parsed = JSON.parse(value) as { name?: unknown; data?: unknown };
    if (typeof parsed.data === 'string')
      return typeof parsed.name === 'string' && parsed.name ? parsed.name : 'File';
  } catch {
    // Not JSON: plain text.
  }
  return undefined;
}
