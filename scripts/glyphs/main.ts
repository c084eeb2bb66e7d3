// Writes src/components/ui/glyphs.css (see glyphs.ts).
import { writeFileSync } from 'node:fs';
import { glyphsCss } from './glyphs.ts';

writeFileSync(new URL('../../src/components/ui/glyphs.css', import.meta.url), glyphsCss());
