// The dashboard card's icons as CSS masks (src/components/ui/glyphs.css), made from lucide's own
// drawings. A card shows up to eight icons and a find mounts many cards at once: as inline
// SVG each icon is an element tree with a dozen attributes to create and style, as a mask one empty
// <span> whose drawing the browser decodes once. Run `npm run gen:glyphs` after changing the list in
// src/components/ui/glyph.tsx; tests/unit/ui/glyphs.test.ts fails while the committed file differs from
// what this makes.
import * as lucide from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GLYPHS } from '../../src/components/ui/glyph.tsx';

/** An SVG as a CSS url(): percent-encoded where CSS or the data URL needs it, readable otherwise. */
function svgUrl(svg: string): string {
  const encoded = svg.replace(/"/g, "'").replace(/[#%<>{}\n]/g, (c) => encodeURIComponent(c));
  return `url("data:image/svg+xml,${encoded}")`;
}

export function glyphsCss(): string {
  const rules = Object.entries(GLYPHS).map(([name, icon]) => {
    const Icon = lucide[icon];
    // The mask's alpha is the drawing: black on transparent, stroked as lucide draws it.
    const svg = renderToStaticMarkup(createElement(Icon, { color: 'black' }))
      .replace(/ class="[^"]*"/, '')
      .replace(/ aria-hidden="true"/, '');
    return `  .glyph-${name} {\n    --glyph: ${svgUrl(svg)};\n  }`;
  });
  // In the components layer, so that utilities (`size-3.5`) size a glyph.
  return `/* Made by scripts/glyphs/glyphs.ts (npm run gen:glyphs) from lucide's icons: do not edit. */
@layer components {
  .glyph {
    display: inline-block;
    flex-shrink: 0;
    width: 1rem;
    height: 1rem;
    background-color: currentColor;
    mask: var(--glyph) center / contain no-repeat;
  }
  /* Forced colours replace backgrounds with the canvas colour, which would hide the drawing. */
  @media (forced-colors: active) {
    .glyph {
      forced-color-adjust: none;
      background-color: CanvasText;
    }
  }
${rules.join('\n')}
}
`;
}
