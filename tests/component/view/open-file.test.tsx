import { describe, expect, it } from 'vitest';
import { decodeDataUrl, planOpen } from '../../../src/features/view/open-file.ts';

// Files in a brief can come from another user (shared briefs): what may be opened, and how.
describe('Opening a brand document or visual style file', () => {
  it.each([
    ['https://example.com/a.pdf', 'link'],
    ['http://example.com/a.png', 'link'],
    ['data:application/pdf;base64,JVBERi0=', 'inline'],
    ['data:image/png;base64,iVBORw0KGgo=', 'inline'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'download'],
    ['data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E', 'download'],
    ['data:application/vnd.openxmlformats-officedocument.wordprocessingml.document;base64,UEs=', 'download'],
    ['javascript:alert(1)', 'none'],
    ['file:///etc/passwd', 'none'],
    ['not a link', 'none'],
  ])('%s → %s', (data, kind) => {
    expect(planOpen(data, 'name').kind).toBe(kind);
  });

  it('never hands a browser a runnable type under our origin: downloads are octet-streams', () => {
    const plan = planOpen('data:text/html,<script>alert(1)</script>', 'page.html');
    expect(plan).toMatchObject({ kind: 'download', filename: 'page.html' });
    expect(plan.kind === 'download' && plan.blob.type).toBe('application/octet-stream');
  });

  it('decodes base64 and percent-encoded data URLs', () => {
    const read = (url: string) => {
      const decoded = decodeDataUrl(url);
      return decoded && { mime: decoded.mime, bytes: Array.from(decoded.bytes) };
    };
    expect(read('data:text/plain;base64,aGk=')).toEqual({ mime: 'text/plain', bytes: [104, 105] });
    expect(read('data:,h%69')).toEqual({ mime: 'text/plain', bytes: [104, 105] });
    expect(decodeDataUrl('data:text/plain;base64,%%%')).toBeNull();
  });
});
