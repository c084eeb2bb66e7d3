// axe-core on a rendered screen. Colour contrast needs real layout and paint, so it is checked by the e2e
// run in Chromium; everything else (names, roles, headings, lists, landmarks) is checked here.
import axe from 'axe-core';

export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
