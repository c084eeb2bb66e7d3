import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glyphsCss } from '../../../scripts/glyphs/glyphs.ts';
import { GLYPHS } from '../../../src/components/ui/glyph.tsx';

describe('the cards\u2019 glyphs', () => {
  it('are what scripts/glyphs makes from lucide\u2019s icons (run `npm run gen:glyphs` after a change)', () => {
    const committed = readFileSync(new URL('../../../src/components/ui/glyphs.css', import.meta.url), 'utf8');
    expect(committed).toBe(glyphsCss());
  });

  it('draw every glyph the list names, each from its own lucide icon', () => {
    const css = glyphsCss();
    const drawings = Object.keys(GLYPHS).map((name) => {
      const rule = new RegExp(
        `\\.glyph-${name} \\{\\s*--glyph: url\\("data:image/svg\\+xml,([^"]+)"\\)`,
      ).exec(css);
      expect(rule, name).not.toBeNull();
      return decodeURIComponent(rule![1]!);
    });
    for (const svg of drawings) expect(svg).toMatch(/^<svg [^>]*stroke='black'[^>]*>.*<\/svg>$/);
    expect(new Set(drawings).size).toBe(drawings.length);
  });
});
