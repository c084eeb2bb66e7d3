/**
 * The glyphs and the lucide icon each is drawn from (`glyph-clock` is lucide's Clock). glyphs.css is made
 * from this list by scripts/glyphs (`npm run gen:glyphs`).
 */
export const GLYPHS = {
  building: 'Building2',
  clock: 'Clock',
  copy: 'Copy',
  eye: 'Eye',
  pencil: 'Pencil',
  share: 'Share2',
  trash: 'Trash2',
  user: 'UserRound',
} as const;

export type GlyphName = keyof typeof GLYPHS;

/**
 * A decorative icon drawn by CSS (glyphs.css): one empty element where an inline SVG is a tree of them
 * with a dozen attributes each. For what is rendered many times at once, the dashboard's cards (a find
 * mounts a page of them); elsewhere lucide-react's components.
 */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return <span aria-hidden="true" className={`glyph glyph-${name}${className ? ` ${className}` : ''}`} />;
}
