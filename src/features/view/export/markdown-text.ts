// Putting a brief's free text into Markdown so that it reads as typed: characters Markdown would take
// as formatting are escaped, and line breaks stay line breaks.

const INLINE = /[\\`*_[\]<>|~]/g;
/** At a line's start, followed by a space, these would make a heading or a list item. */
const LINE_START = /^(\s*)(#{1,6}|[+-]|\d{1,9}[.)])(?=\s|$)/;
/** A line of only '=' or '-' would underline the line above as a heading (or be a rule). */
const UNDERLINE = /^(\s*)([=-])(?=[=-]*\s*$)/;

/** One line of text, escaped. */
export function escapeLine(line: string): string {
  return line
    .replace(INLINE, '\\$&')
    .replace(UNDERLINE, '$1\\$2')
    .replace(LINE_START, (_m, space: string, mark: string) => {
      const numbered = /^(\d+)([.)])$/.exec(mark);
      return numbered ? `${space}${numbered[1]}\\${numbered[2]}` : `${space}\\${mark}`;
    });
}

/** Text on one line (a list item, a heading): line breaks become spaces. */
export function inline(text: string): string {
  return escapeLine(text.trim().replace(/\s*[\r\n]+\s*/g, ' '));
}

/** A block of text: paragraphs stay paragraphs, single line breaks become hard breaks. */
export function block(text: string): string {
  return text
    .trim()
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => escapeLine(line.trim()))
        .join('  \n'),
    )
    .join('\n\n');
}

const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\p{Cc}]/gu;
const MAX_NAME_LENGTH = 100;

/** The .md file's name: the brief's title without characters file systems refuse. */
export function markdownFileName(title: string): string {
  const name = title
    .replace(UNSAFE_IN_FILE_NAMES, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return `${name || 'Brief'}.md`;
}
