// /inbox: a Resend-compatible send endpoint for the functions' mail module, the HTML page and the
// JSON API that tests and people read the magic links from. It holds sign-in links, so it is for this
// machine only: no CORS headers (another site's page cannot read it), and wiping it takes the service
// role key.
import { parseJson } from '../http/body.ts';
import { ReplyError, empty, json } from '../http/reply.ts';
import { Router } from '../http/router.ts';
import type { Service } from '../http/server.ts';
import { bearerToken, verifyJwt } from '../jwt.ts';
import { BODY_LIMITS } from '../http/body.ts';
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
  router.on('DELETE', '/api/messages', async (ctx) => {
    const token = bearerToken({ authorization: ctx.req.headers.authorization });
    const verified = token ? await verifyJwt(token, ctx.now()) : undefined;
    if (!verified?.ok || verified.claims.role !== 'service_role') {
      return json(401, { message: 'Clearing the inbox needs the service role key' });
    }
    await inbox.clear();
    return empty(204);
  });
  router.on('GET', '/', async () => ({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    raw: inboxPage(inbox.messages()),
  }));

  return { prefix: '/inbox', router, cors: false, maxBodyBytes: BODY_LIMITS.inbox };
}
