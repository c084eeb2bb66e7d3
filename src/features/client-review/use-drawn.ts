// True from a task after the page first drew `shown` (the brief): what lies below the first screen (the
// decision's form) and the code of the comments panel come then, so that neither the brief's first render
// nor its requests wait for them (Lighthouse counts every request begun before the largest paint).
import { useEffect, useState } from 'react';

export function useDrawn(shown: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!shown || drawn) return;
    // A frame's callback runs just before that frame is painted; a task queued from it, after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setDrawn(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, drawn]);
  return drawn;
}
