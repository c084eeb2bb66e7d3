// /inbox: a Resend-compatible send endpoint for the functions' mail module, the HTML page and the
// JSON API that tests and people read the magic links from.
import { parseJson } from '../http/body.ts';
import { ReplyError, empty, json } from '../http/reply.ts';
import { Router } from '../http/router.ts';
import type { Service } from '../http/server.ts';
import { bearerToken } from '../jwt.ts';
import { LOCAL_MAIL_API_KEY } from '../keys.ts';
import { inboxPage } from './page.ts';
import type { Inbox } from './store.ts';

const invalid = (message: string) =>
  new ReplyError(json(422, { statusCode: 422, name: 'validation_error', message }));

export function inboxService(inbox: Inbox): Service {
  const router = new Router();

  router.on('POST', '/api/send', async (ctx) => {
    if (bearerToken({ authorization: ctx.req.headers.authorization }) !== LOCAL_MAIL_API_KEY) {
      return json(401, { statusCode: 401, name: 'validation_error', message: 'API key is invalid' });
    }
    const body = parseJson(await ctx.body(), () => invalid('Invalid JSON')) as
      Record<string, unknown> | undefined;
    const to = Array.isArray(body?.to) ? body.to.join(', ') : body?.to;
    if (typeof to !== 'string' || !to) throw invalid('The `to` field is missing.');
    if (typeof body?.subject !== 'string') throw invalid('The `subject` field is missing.');
    const html = typeof body.html === 'string' ? body.html : '';
    const text = typeof body.text === 'string' ? body.text : html.replace(/<[^>]+>/g, ' ');
    const mail = await inbox.add({ from: String(body.from ?? ''), to, subject: body.subject, text, html });
    return json(200, { id: mail.id });
  });
  router.on('GET', '/api/messages', async () => json(200, inbox.messages()));
  router.on('DELETE', '/api/messages', async () => {
    await inbox.clear();
    return empty(204);
  });
  router.on('GET', '/', async () => ({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    raw: inboxPage(inbox.messages()),
  }));

  return { prefix: '/inbox', router };
}
