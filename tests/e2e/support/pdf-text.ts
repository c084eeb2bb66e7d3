// The text a reader of a printed PDF would see, extracted in Node with pdf.js (no poppler or other
// system package). Fonts are never loaded: only the text layer is needed, not how it renders.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One string per page; runs on a line are joined as laid out, lines by '\n', spaces collapsed. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      pages.push(
        text
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter(Boolean)
          .join('\n'),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The whole document's text, pages separated by blank lines. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPages(pdf)).join('\n\n');
}
