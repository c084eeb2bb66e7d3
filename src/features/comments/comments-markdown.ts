// A brief's comments as Markdown, for "Download Markdown" with "Include comments" (the view asks; the
// app passes this in, src/app/brief-extras.tsx): by section in the brief's order, each thread with
// its replies indented under it, each comment with its author and absolute time. Deleted comments and
// threads are left out; a resolved thread says so.
import type { CommentRecord } from '../../data/comment-records';
import type { BriefsmithDB } from '../../data/db';
import { SECTIONS } from '../../domain/fields';
import { commentTime } from './comment-item';
import { fetchNames, knownNames } from './people';
import { COMMENTS } from './strings';
import { authorOf, threadsOf, type Thread } from './threads';

export interface Self {
  id: string;
  name: string;
}

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => (line.trim() ? by + line : ''))
    .join('\n');

function threadMarkdown(thread: Thread, name: (comment: CommentRecord) => string): string {
  return thread.comments
    .filter((comment) => comment.deletedAt === null)
    .map((comment, i) => {
      const pad = i === 0 ? '' : '  ';
      const resolved = i === 0 && thread.resolved ? ` · ${COMMENTS.resolved}` : '';
      const head = `${pad}- **${name(comment)}** · ${commentTime(comment.createdAt)}${resolved}`;
      return `${head}\n\n${indent(comment.body, `${pad}  `)}`;
    })
    .join('\n\n');
}

/** The "## Comments" part of the brief's Markdown; '' when the brief has none. */
export async function commentsMarkdown(db: BriefsmithDB, briefId: string, self: Self): Promise<string> {
  const threads = threadsOf(await db.comments.where('briefId').equals(briefId).toArray());
  if (threads.length === 0) return '';
  let names = await knownNames(db);
  const authors = threads.flatMap((t) => t.comments.map((c) => c.authorId));
  const missing = [...new Set(authors)].filter(
    (id): id is string => !!id && id !== self.id && !names.has(id),
  );
  if (missing.length > 0) {
    await fetchNames(missing);
    names = await knownNames(db);
  }
  const name = (comment: CommentRecord) => {
    if (comment.authorId === self.id) return self.name;
    const author = authorOf(comment, names);
    return author.client ? `${author.name} (${COMMENTS.client})` : author.name;
  };
  const parts = [`## ${COMMENTS.panelTitle}`];
  for (const [section, title] of Object.entries(SECTIONS)) {
    const here = threads.filter((thread) => thread.section === section);
    if (here.length === 0) continue;
    parts.push(`### ${title}`, ...here.map((thread) => threadMarkdown(thread, name)));
  }
  return parts.join('\n\n');
}
