// The inbox as a page a person can read: newest first, each message's links clickable.
import type { Mail } from './store.ts';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const linkify = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function inboxPage(messages: Mail[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escape(m.subject)}</h2>
  <p class="meta">To <strong>${escape(m.to)}</strong> · from ${escape(m.from)} · <time datetime="${m.created_at}">${m.created_at}</time></p>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Briefsmith local inbox</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #111; }
  article { border: 1px solid #ddd; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #555; margin: 0 0 .5rem; }
  pre { white-space: pre-wrap; word-break: break-all; font-family: inherit; }
</style>
</head>
<body>
<h1>Local inbox</h1>
<p>Every e-mail the local stack sent, newest first. <a href="/inbox/api/messages">JSON</a></p>
${items || '<p>No messages yet.</p>'}
</body>
</html>`;
}
