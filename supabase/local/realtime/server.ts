// The subset of Supabase Realtime the app uses, over the Phoenix channel protocol that the unmodified
// @supabase/realtime-js speaks (serializer vsn 1.0.0 and 2.0.0, JSON text frames): /realtime/v1/websocket
// with the project's apikey; phx_join with config and access_token, heartbeat, access_token updates,
// phx_leave; and broadcast from the database (realtime.send) delivered to private channels whose
// subscriber the RLS policies on realtime.messages allow (canReadTopic). Public channels join but never
// receive database messages sent as private — as on hosted Supabase. As hosted Realtime does
// (realtime_channel.ex), a channel's token is confirmed again when it expires, and a new token sent by
// the client (`access_token`) is authorised again; an expired token, or one that may no longer read the
// topic (a deactivated member's), closes the channel with a `system` error and `phx_close`. Client
// broadcasts and presence are not implemented (the app does not use them): they are refused with an
// error reply.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Database } from '../db/database.ts';
import { verifyJwt, type Claims } from '../jwt.ts';
import { canReadTopic } from './authorize.ts';
import { deliveryCursor, type DeliveryCursor } from './cursor.ts';
import { decodeFrame, encodeFrame, type Frame } from './frames.ts';
import { checkToken, expiredReason, expiredSecondsAgo } from './token.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';
const POLL_MS = 100;
const KEEP_MESSAGES = "interval '5 minutes'";
/**
 * How long a message number missing below delivered ones is waited for (its transaction may still
 * commit). Longer than the API roles' statement timeouts (supabase/migrations/*_role_statement_timeouts.sql).
 */
const GAP_WAIT_MS = 30_000;

type Channel = {
  topic: string;
  joinRef: string;
  private: boolean;
  allowed: boolean;
  claims: Claims;
  /** The access token the channel was last authorised with (null: the apikey's claims). */
  token: string | null;
  /**
   * The last message sent before the channel joined: as on hosted Realtime, a channel receives only
   * what is sent after it joined (polling stops while nobody is connected, and would otherwise deliver
   * to the first channel to join every message sent since).
   */
  joinedAfter: bigint;
};

type Connection = { socket: WebSocket; apiClaims: Claims; channels: Map<string, Channel>; objects: boolean };

type Row = {
  local_seq: string;
  topic: string;
  event: string | null;
  payload: unknown;
  private: boolean;
  extension: string;
};

export interface RealtimeServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): Promise<void>;
}

/**
 * `clock` is the stack's (milliseconds; default the wall clock): channel tokens expire on it, so a test
 * moves time on instead of waiting.
 */
export function realtimeServer(db: Database, clock: () => number = Date.now): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true });
  const connections = new Set<Connection>();
  let cursor: DeliveryCursor | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight = false;
  let closed = false;
  let polling: Promise<void> = Promise.resolve();

  // Messages are delivered from the server's start on (earlier ones were nobody's to receive).
  const start = db
    .query<{ seq: string | null }>('select max(local_seq)::text as seq from realtime.messages')
    .then(({ rows }) => {
      cursor ??= deliveryCursor(Number(rows[0]?.seq ?? 0), GAP_WAIT_MS);
    });

  async function poll() {
    await start;
    const at = cursor!;
    // After the highest number delivered, and the numbers missing below it (see cursor.ts).
    const { rows } = await db.query<Row>(
      `select local_seq::text, topic, event, payload, private, extension from realtime.messages
       where local_seq > $1::bigint or local_seq = any($2::bigint[])
       order by local_seq limit 1000`,
      [at.highest, at.missing()],
    );
    for (const row of at.take(rows, Date.now())) {
      if (row.extension === 'broadcast' && row.event !== 'probe') deliver(row);
    }
    if (rows.length > 0)
      await db.query(`delete from realtime.messages where inserted_at < now() - ${KEEP_MESSAGES}`);
  }

  function schedule() {
    // One poll at a time: two reading from the same cursor would deliver a message twice.
    if (closed || timer || inFlight) return;
    timer = setTimeout(() => {
      timer = null;
      confirmTokens();
      inFlight = true;
      polling = poll()
        .catch((error: unknown) => console.error('realtime poll failed', error))
        .finally(() => {
          inFlight = false;
          if (connections.size > 0) schedule();
        });
    }, POLL_MS);
  }

  function deliver(row: Row) {
    const topic = `realtime:${row.topic}`;
    for (const connection of connections) {
      const channel = connection.channels.get(topic);
      // Database messages sent as private reach only private channels authorised by RLS.
      if (!channel || !channel.allowed || channel.private !== row.private) continue;
      if (BigInt(row.local_seq) <= channel.joinedAfter) continue;
      send(connection, [
        null,
        null,
        topic,
        'broadcast',
        { type: 'broadcast', event: row.event, payload: row.payload },
      ]);
    }
  }

  function send(connection: Connection, frame: Frame) {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    connection.socket.send(encodeFrame(frame, connection.objects));
  }

  function reply(connection: Connection, frame: Frame, status: 'ok' | 'error', response: object) {
    const [joinRef, ref, topic] = frame;
    send(connection, [joinRef, ref, topic, 'phx_reply', { status, response }]);
  }

  /** The subscriber's claims: the access token when given and valid, else the apikey's. */
  async function claimsFor(connection: Connection, token: unknown): Promise<Claims | string> {
    if (typeof token !== 'string' || token === '') return connection.apiClaims;
    const checked = await checkToken(token, clock());
    return checked.ok ? checked.claims : checked.reason;
  }

  /** Hosted Realtime's shutdown_response: a `system` error naming the reason, then the channel closes. */
  function shutdown(connection: Connection, channel: Channel, message: string) {
    if (connection.channels.get(channel.topic) !== channel) return;
    connection.channels.delete(channel.topic);
    const subtopic = channel.topic.replace(/^realtime:/, '');
    send(connection, [
      channel.joinRef,
      null,
      channel.topic,
      'system',
      { status: 'error', message, extension: 'system', channel: subtopic },
    ]);
    send(connection, [channel.joinRef, channel.joinRef, channel.topic, 'phx_close', {}]);
  }

  /**
   * confirm_token: every channel's token is checked again on each poll tick (a tenth of a second, on
   * the stack's clock); an expired one closes its channel, as hosted Realtime does when it expires.
   */
  function confirmTokens() {
    const now = clock();
    for (const connection of connections) {
      for (const channel of [...connection.channels.values()]) {
        const seconds = expiredSecondsAgo(channel.claims, now);
        if (seconds !== null) shutdown(connection, channel, expiredReason(seconds));
      }
    }
  }

  async function join(connection: Connection, frame: Frame) {
    const [joinRef, , topic, , payload] = frame;
    const { config, access_token } = (payload ?? {}) as {
      config?: { private?: boolean };
      access_token?: unknown;
    };
    const claims = await claimsFor(connection, access_token);
    if (typeof claims === 'string') return reply(connection, frame, 'error', { reason: claims });
    const isPrivate = config?.private === true;
    const subtopic = topic.replace(/^realtime:/, '');
    const allowed = isPrivate ? await canReadTopic(db, claims, subtopic) : true;
    if (!allowed) {
      return reply(connection, frame, 'error', {
        reason: 'Unauthorized: You do not have permissions to read from this Channel topic: ' + subtopic,
      });
    }
    const { rows } = await db.query<{ seq: string }>(
      'select coalesce(max(local_seq), 0)::text as seq from realtime.messages',
    );
    const channel: Channel = {
      topic,
      joinedAfter: BigInt(rows[0]?.seq ?? '0'),
      joinRef: joinRef ?? '',
      private: isPrivate,
      allowed,
      claims,
      token: typeof access_token === 'string' && access_token !== '' ? access_token : null,
    };
    connection.channels.set(topic, channel);
    reply(connection, frame, 'ok', { postgres_changes: [] });
  }

  /**
   * A new token (refreshed session), handled as hosted Realtime's handle_in("access_token"): the same
   * token, none, or an API key ("sb_…") changes nothing; otherwise the channel is authorised again with
   * it and closed when the token is not valid or may no longer read the topic.
   */
  async function updateToken(connection: Connection, frame: Frame) {
    const [, , topic, , payload] = frame;
    const channel = connection.channels.get(topic);
    if (!channel) return;
    const token = (payload as { access_token?: unknown } | null)?.access_token;
    if (typeof token !== 'string' || token === '' || token.startsWith('sb_') || token === channel.token)
      return;
    const checked = await checkToken(token, clock());
    if (!checked.ok) return shutdown(connection, channel, checked.reason);
    if (channel.private && !(await canReadTopic(db, checked.claims, topic.replace(/^realtime:/, '')))) {
      return shutdown(
        connection,
        channel,
        `You no longer have permission to read from this Channel topic: ${topic.replace(/^realtime:/, '')}`,
      );
    }
    channel.claims = checked.claims;
    channel.token = token;
  }

  async function onFrame(connection: Connection, frame: Frame) {
    const [joinRef, , topic, event] = frame;
    if (topic === 'phoenix' && event === 'heartbeat') return reply(connection, frame, 'ok', {});
    switch (event) {
      case 'phx_join':
        return join(connection, frame);
      case 'access_token':
        return updateToken(connection, frame);
      case 'phx_leave': {
        connection.channels.delete(topic);
        reply(connection, frame, 'ok', {});
        return send(connection, [joinRef, joinRef, topic, 'phx_close', {}]);
      }
      default:
        return reply(connection, frame, 'error', { reason: `${event} is not supported by the local stack` });
    }
  }

  wss.on('connection', (socket: WebSocket, apiClaims: Claims, objects: boolean) => {
    const connection: Connection = { socket, apiClaims, channels: new Map(), objects };
    connections.add(connection);
    schedule();
    // Frames of one connection are handled in order (a join completes before the next frame).
    let queue = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      queue = queue.then(async () => {
        let frame: Frame;
        try {
          frame = decodeFrame(String(data));
        } catch {
          return;
        }
        await onFrame(connection, frame).catch((error: unknown) => {
          console.error('realtime frame failed', error);
          reply(connection, frame, 'error', { reason: 'Internal error' });
        });
      });
    });
    socket.on('close', () => {
      connections.delete(connection);
    });
  });

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== REALTIME_PATH) return false;
      const apikey = url.searchParams.get('apikey') ?? req.headers.apikey;
      void verifyJwt(typeof apikey === 'string' ? apikey : '', clock()).then((verified) => {
        const role = verified.ok ? verified.claims.role : undefined;
        if (!verified.ok || (role !== 'anon' && role !== 'service_role')) {
          socket.end(
            'HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\n\r\n{"message":"Invalid API key"}',
          );
          return;
        }
        // vsn 1.0.0 frames are JSON objects, 2.0.0 (realtime-js's default) JSON arrays.
        const objects = url.searchParams.get('vsn') === '1.0.0';
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, verified.claims, objects));
      });
      return true;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await polling;
      for (const connection of connections) connection.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
