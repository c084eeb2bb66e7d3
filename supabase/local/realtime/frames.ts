// Phoenix channel frames as realtime-js sends them: serializer vsn 2.0.0 (its default) uses JSON arrays
// [join_ref, ref, topic, event, payload], vsn 1.0.0 JSON objects with the same keys.
export type Frame = [
  joinRef: string | null,
  ref: string | null,
  topic: string,
  event: string,
  payload: unknown,
];

/** A text frame read as a Frame (throws on malformed JSON). */
export function decodeFrame(text: string): Frame {
  const parsed: unknown = JSON.parse(text);
  if (Array.isArray(parsed)) return parsed as Frame;
  const { join_ref, ref, topic, event, payload } = parsed as Record<string, unknown>;
  return [(join_ref as string) ?? null, (ref as string) ?? null, String(topic), String(event), payload];
}

export function encodeFrame(frame: Frame, objects: boolean): string {
  const [join_ref, ref, topic, event, payload] = frame;
  return JSON.stringify(objects ? { join_ref, ref, topic, event, payload } : frame);
}
