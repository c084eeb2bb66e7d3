// The e-mails Briefsmith sends: a plain-text body and a simple, inline-styled HTML body (mail clients
// ignore stylesheets) with one clear button and the link written out for clients that block buttons.
// Titles and names are put on one line (oneLine) wherever they appear: they are one-line things, and
// a subject is a header.
import { oneLine, type Mail } from './mail.ts';

const PRODUCT = 'Briefsmith';
const TAGLINE = 'Creative Brief Generator';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface Layout {
  heading: string;
  paragraphs: string[];
  /** Someone's own words (a comment), shown as written: line breaks kept, never read as markup. */
  quote?: string;
  button: string;
  link: string;
  footnote: string;
}

function html({ heading, paragraphs, quote, button, link, footnote }: Layout): string {
  const href = escapeHtml(link);
  const body =
    paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('') +
    (quote === undefined
      ? ''
      : `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #cbd5e1;color:#334155;line-height:1.5;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f7;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7;padding:32px 16px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#111827;padding:20px 32px;color:#ffffff"><strong style="font-size:20px">${PRODUCT}</strong><br><span style="font-size:13px;color:#cbd5e1">${TAGLINE}</span></td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${body}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:600">${escapeHtml(button)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#52606d">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${href}" style="color:#2563eb">${href}</a></p>
<p style="margin:0;font-size:13px;color:#52606d">${escapeHtml(footnote)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
}

/** A quote in plain text: each line after "> ", as mail clients quote. */
const quoted = (quote: string) => quote.split(/\r\n|\r|\n/).map((line) => `> ${line}`.trimEnd());

function text({ heading, paragraphs, quote, link, footnote }: Layout): string {
  return [
    heading,
    '',
    ...paragraphs,
    ...(quote === undefined ? [] : ['', ...quoted(quote)]),
    '',
    link,
    '',
    footnote,
    '',
    `— ${PRODUCT}, ${TAGLINE}`,
  ].join('\n');
}

function mail(to: string, subject: string, layout: Layout): Mail {
  return { to, subject, text: text(layout), html: html(layout) };
}

export function invitationMail(input: {
  to: string;
  link: string;
  role: 'user' | 'admin';
  expiresAt: Date;
  invitedBy?: string;
  /** The invitee's full name, when the admin gave one: the e-mail greets them by it. */
  name?: string | null;
}): Mail {
  const who = input.invitedBy ? `${input.invitedBy} has invited you` : 'You have been invited';
  // The app's own words ("You've been invited to join as an admin / as a user").
  const role = input.role === 'admin' ? 'an admin' : 'a user';
  const name = input.name?.trim();
  return mail(input.to, `You're invited to ${PRODUCT}`, {
    heading: `Join ${PRODUCT}`,
    paragraphs: [
      ...(name ? [`Hi ${name},`] : []),
      `${who} to join ${PRODUCT} as ${role}.`,
      `${PRODUCT} is where your team writes, shares and prints creative briefs. Accept the invitation to create your account.`,
    ],
    button: 'Accept invitation',
    link: input.link,
    footnote: `This invitation is for ${input.to} and expires on ${input.expiresAt.toUTCString()}. If you did not expect it, you can ignore this e-mail.`,
  });
}

export function magicLinkMail(input: { to: string; link: string }): Mail {
  return mail(input.to, `Your ${PRODUCT} sign-in link`, {
    heading: `Sign in to ${PRODUCT}`,
    paragraphs: ['Click the button below to sign in. No password needed.'],
    button: `Sign in to ${PRODUCT}`,
    link: input.link,
    footnote:
      'The link works once and expires in one hour. If you did not ask for it, you can ignore this e-mail.',
  });
}

/** A brief shared with someone: where it is and what they may do with it. */
export function briefSharedMail(input: {
  to: string;
  link: string;
  title: string;
  sharedBy: string;
  permission: 'read' | 'write';
}): Mail {
  const may = input.permission === 'write' ? 'view and edit' : 'view';
  const [title, sharedBy] = [oneLine(input.title), oneLine(input.sharedBy)];
  return mail(input.to, `${sharedBy} shared "${title}" with you`, {
    heading: 'A brief was shared with you',
    paragraphs: [`${sharedBy} shared the brief "${title}" with you. You can ${may} it in ${PRODUCT}.`],
    button: 'Open the brief',
    link: input.link,
    footnote: `You received this e-mail because a brief was shared with ${input.to}.`,
  });
}

/** A review request: who asks, for which brief, and their note. */
export function reviewRequestMail(input: {
  to: string;
  link: string;
  title: string;
  requestedBy: string;
  note: string;
}): Mail {
  const note = input.note.trim();
  const title = oneLine(input.title);
  return mail(input.to, `Review requested: "${title}"`, {
    heading: 'Waiting for your review',
    paragraphs: [
      `${oneLine(input.requestedBy)} asked you to review the brief "${title}".`,
      ...(note ? [`Their note: ${note}`] : []),
      'Open the brief to approve it or request changes.',
    ],
    button: 'Review the brief',
    link: input.link,
    footnote: `You received this e-mail because a review was requested from ${input.to}.`,
  });
}

/** A reviewer's decision, for the person who asked for the review. */
export function reviewDecidedMail(input: {
  to: string;
  link: string;
  title: string;
  reviewer: string;
  decision: 'approved' | 'changes_requested';
  note: string;
}): Mail {
  const note = input.note.trim();
  const [title, reviewer] = [oneLine(input.title), oneLine(input.reviewer)];
  const approved = input.decision === 'approved';
  return mail(input.to, `${approved ? 'Approved' : 'Changes requested'}: "${title}"`, {
    heading: approved ? 'Your brief was approved' : 'Changes requested',
    paragraphs: [
      approved
        ? `${reviewer} approved the brief "${title}".`
        : `${reviewer} requested changes to the brief "${title}".`,
      ...(note ? [`Their note: ${note}`] : []),
      ...(approved ? [] : ['Its status is In Progress again.']),
    ],
    button: 'Open the brief',
    link: input.link,
    footnote: `You received this e-mail because you asked ${reviewer} to review this brief.`,
  });
}

/** The brief's sections as the app titles them (src/domain/fields.ts SECTIONS). */
const SECTION_TITLES: Readonly<Record<string, string>> = {
  overview: 'Project Overview',
  goals: 'Goals & Objectives',
  audience: 'Target Audience',
  brand: 'Brand Guidelines',
  competitors: 'Competitive Landscape',
  creative: 'Creative Requirements',
  requirements: 'Project Details',
};

/** Someone mentioned the recipient in a comment: who, on which brief and section, and what they wrote. */
export function mentionMail(input: {
  to: string;
  link: string;
  title: string;
  mentionedBy: string;
  section: string;
  comment: string;
}): Mail {
  const [title, mentionedBy] = [oneLine(input.title), oneLine(input.mentionedBy)];
  const section = SECTION_TITLES[input.section];
  const where = section ? `on ${section} in the brief "${title}"` : `on the brief "${title}"`;
  return mail(input.to, `${mentionedBy} mentioned you on "${title}"`, {
    heading: 'You were mentioned in a comment',
    paragraphs: [`${mentionedBy} mentioned you in a comment ${where}:`],
    quote: input.comment,
    button: 'Open the comment',
    link: input.link,
    footnote: `You received this e-mail because ${mentionedBy} mentioned ${input.to} in a comment.`,
  });
}

export function recoveryMail(input: { to: string; link: string }): Mail {
  return mail(input.to, `Reset your ${PRODUCT} password`, {
    heading: 'Reset your password',
    paragraphs: [
      'Someone asked to reset the password of your account. Click the button below to choose a new one.',
    ],
    button: 'Choose a new password',
    link: input.link,
    footnote:
      'The link works once and expires in one hour. If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
  });
}

/** A client's decision through a client link, for the member who made the link. */
export function clientDecidedMail(input: {
  to: string;
  link: string;
  title: string;
  client: string;
  clientEmail: string;
  decision: 'approved' | 'changes_requested';
  note: string;
}): Mail {
  const note = input.note.trim();
  const [title, client, clientEmail] = [
    oneLine(input.title),
    oneLine(input.client),
    oneLine(input.clientEmail),
  ];
  const approved = input.decision === 'approved';
  return mail(
    input.to,
    `${approved ? 'Approved by your client' : 'Your client requested changes'}: "${title}"`,
    {
      heading: approved ? `Approved by ${client} (client)` : `Changes requested by ${client} (client)`,
      paragraphs: [
        approved
          ? `${client} (${clientEmail}) approved the brief "${title}" through your client link.`
          : `${client} (${clientEmail}) requested changes to the brief "${title}" through your client link.`,
        ...(note ? [`Their note: ${note}`] : []),
      ],
      button: 'Open the brief',
      link: input.link,
      footnote: `You received this e-mail because you shared this brief with a client.`,
    },
  );
}

/** A client's first comment of the day through a client link, for the member who made the link. */
export function clientCommentMail(input: {
  to: string;
  link: string;
  title: string;
  client: string;
  clientEmail: string;
  section: string;
  comment: string;
}): Mail {
  const [title, client, clientEmail] = [
    oneLine(input.title),
    oneLine(input.client),
    oneLine(input.clientEmail),
  ];
  const section = SECTION_TITLES[input.section];
  const where = section ? `on ${section} in the brief "${title}"` : `on the brief "${title}"`;
  return mail(input.to, `${client} (client) commented on "${title}"`, {
    heading: 'Your client commented',
    paragraphs: [
      `${client} (${clientEmail}) commented ${where}:`,
      'Further comments today through this link are not e-mailed; they are in the brief.',
    ],
    quote: input.comment,
    button: 'Open the comment',
    link: input.link,
    footnote: `You received this e-mail because you shared this brief with a client.`,
  });
}
