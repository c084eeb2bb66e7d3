// A "device" for sync contract tests: its own IndexedDB (fake-indexeddb), its own supabase-js client
// against the local stack, and a network it can lose. Going offline is simulated where a real laptop
// loses it — in fetch, which then throws TypeError('Failed to fetch') — and server trouble by answering
// 503 there. Nothing of ours is mocked: the real engine, Dexie, supabase-js and the stack run.
import { createRequire } from 'node:module';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openUserDatabase, type BriefsmithDB } from '../../../src/data/db.ts';
import { createSyncEngine, type SyncEngine } from '../../../src/sync/engine.ts';
import { createSyncStatusStore } from '../../../src/sync/status.ts';
import type { SyncEnvironment } from '../../../src/sync/env.ts';
import { signJwt } from '../../../supabase/local/jwt.ts';
import type { Member, Stack } from '../../support/stack.ts';

const realtimeTransport: unknown =
  typeof globalThis.WebSocket === 'undefined' ? createRequire(import.meta.url)('ws') : undefined;

type Listener = () => void;

/** Stand-in for navigator.locks (Node has none) with the `ifAvailable` semantics the engine uses. */
export class TestLocks {
  private held = new Set<string>();
  async request<T>(name: string, _options: unknown, callback: (lock: unknown) => Promise<T>): Promise<T> {
    if (this.held.has(name)) return callback(null);
    this.held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      this.held.delete(name);
    }
  }
}

type Timer = { at: number; callback: () => void };

/** Timers never fire on their own: tests drive the engine with syncNow(), events and runDueTimers(). */
function testEnvironment(device: Device): SyncEnvironment & { emit(event: string): void } {
  const listeners = new Map<string, Set<Listener>>();
  const now = () => Date.now() + device.clockOffset;
  return {
    now,
    random: () => 0.5,
    setTimeout: (callback, ms) => {
      const timer: Timer = { at: now() + ms, callback };
      device.timers.add(timer);
      return timer;
    },
    clearTimeout: (timer) => void device.timers.delete(timer as Timer),
    isOnline: () => device.online,
    isVisible: () => true,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    emit(event: string) {
      for (const listener of listeners.get(event) ?? []) listener();
    },
    locks: device.locks as unknown as LockManager | undefined,
    // Tabs of one browser share channels; separate browsers (devices) must not hear each other.
    channel: (name) => new BroadcastChannel(`${name}-${device.browserId}`),
  };
}

export class Device {
  online = true;
  /** How many upcoming API requests answer 503. */
  failNext = 0;
  /** How many upcoming pushes reach the server but lose their answer. */
  loseAnswers = 0;
  /**
   * An RPC whose answers arrive rewritten (a server of another version, a proxy that mangles JSON): the
   * request reaches the server and does its work, and `rewrite` turns the answer it sent into another.
   */
  rewriteRpc: { name: string; rewrite(answer: unknown): unknown } | null = null;
  /** An RPC whose requests wait for `until` before they reach the server (a slow network). */
  holdRpc: { name: string; until: Promise<unknown> } | null = null;
  requests = 0;
  rpcRequests: string[] = [];
  /** How many changes each push_brief_changes request carried, in the order they were sent. */
  pushSizes: number[] = [];
  /** The page size (max_rows) each pull_brief_changes request asked for, in the order they were sent. */
  pullPageSizes: number[] = [];
  clockOffset = 0;
  readonly timers = new Set<Timer>();
  readonly indexedDB: IDBFactory;
  readonly storage: Map<string, string>;
  readonly locks: TestLocks | undefined;
  readonly browserId: string;
  supabase!: SupabaseClient;
  db!: BriefsmithDB;
  engine!: SyncEngine;
  env!: SyncEnvironment & { emit(event: string): void };

  /** `sameBrowserAs`: another tab of that device's browser (same IndexedDB, session storage and locks). */
  constructor(
    readonly stack: Stack,
    readonly member: Member,
    sameBrowserAs?: Device,
    /** `live`: the engine pulls on Realtime signals (off by default: tests drive it step by step). */
    readonly options: { live?: boolean; files?: { apiUrl?: string } } = {},
  ) {
    this.indexedDB = sameBrowserAs?.indexedDB ?? new IDBFactory();
    this.storage = sameBrowserAs?.storage ?? new Map();
    this.locks = sameBrowserAs ? sameBrowserAs.locks : new TestLocks();
    this.browserId = sameBrowserAs?.browserId ?? crypto.randomUUID();
    this.boot();
  }

  /** Fires the engine's timers due `advanceMs` from now (moving this device's clock); does not wait. */
  runDueTimers(advanceMs = 0) {
    this.clockOffset += advanceMs;
    const due = [...this.timers].filter((timer) => timer.at <= Date.now() + this.clockOffset);
    for (const timer of due) {
      this.timers.delete(timer);
      timer.callback();
    }
  }

  get ctx() {
    return { userId: this.member.id, email: this.member.email };
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (!this.online) throw new TypeError('Failed to fetch');
    this.requests++;
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/rest/v1/rpc/')) this.rpcRequests.push(url.slice(url.lastIndexOf('/') + 1));
    if (url.endsWith('/rest/v1/rpc/push_brief_changes') && typeof init?.body === 'string')
      this.pushSizes.push((JSON.parse(init.body) as { changes: unknown[] }).changes.length);
    if (url.endsWith('/rest/v1/rpc/pull_brief_changes') && typeof init?.body === 'string')
      this.pullPageSizes.push((JSON.parse(init.body) as { max_rows: number }).max_rows);
    const hold = this.holdRpc;
    if (hold && url.endsWith(`/rest/v1/rpc/${hold.name}`)) await hold.until;
    if (this.failNext > 0 && !url.includes('/auth/v1/')) {
      this.failNext--;
      return new Response(JSON.stringify({ message: 'Service Unavailable' }), { status: 503 });
    }
    if (this.loseAnswers > 0 && url.includes('/rest/v1/rpc/push_brief_change')) {
      // The server does the work, but the connection drops before the answer arrives.
      this.loseAnswers--;
      await fetch(input, init);
      throw new TypeError('Failed to fetch');
    }
    const rewrite = this.rewriteRpc;
    if (rewrite && url.includes('/rest/v1/rpc/') && url.slice(url.lastIndexOf('/') + 1) === rewrite.name) {
      const response = await fetch(input, init);
      if (!response.ok) return response;
      const answer: unknown = await response.json();
      return new Response(JSON.stringify(rewrite.rewrite(answer)), {
        status: response.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return fetch(input, init);
  };

  /** A fresh process: new client (session from this device's storage), database connection and engine. */
  private boot() {
    this.supabase = createClient(this.stack.url, this.stack.anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (key) => this.storage.get(key) ?? null,
          setItem: (key, value) => void this.storage.set(key, value),
          removeItem: (key) => void this.storage.delete(key),
        },
      },
      global: { fetch: this.fetch },
      ...(realtimeTransport ? { realtime: { transport: realtimeTransport as never } } : {}),
    });
    this.db = openUserDatabase(this.member.id, { indexedDB: this.indexedDB, IDBKeyRange });
    this.env = testEnvironment(this);
    this.engine = createSyncEngine({
      db: this.db,
      supabase: this.supabase,
      userId: this.member.id,
      env: this.env,
      status: createSyncStatusStore(),
      live: this.options.live ?? false,
      ...(this.options.files
        ? {
            files: { apiUrl: this.options.files.apiUrl ?? this.stack.url, anonKey: this.stack.anonKey },
            uploadRetryMs: 60_000,
          }
        : {}),
    });
  }

  async signIn(): Promise<this> {
    const { error } = await this.supabase.auth.signInWithPassword({
      email: this.member.email,
      password: this.member.password,
    });
    if (error) throw new Error(`sign-in failed: ${error.message}`);
    return this;
  }

  start() {
    this.engine.start();
    return this;
  }

  async sync() {
    await this.engine.syncNow();
  }

  goOffline() {
    this.online = false;
  }

  /** The network is back: the browser fires 'online'. */
  async goOnline() {
    this.online = true;
    this.env.emit('online');
    await this.engine.syncNow();
  }

  /** Kills the process (mid-whatever) and starts it again on the same storage. */
  async restart() {
    await this.engine.stop();
    this.db.close();
    this.timers.clear();
    this.boot();
    this.engine.start();
  }

  /**
   * Kills the process while it syncs: a cycle is started, and after `afterMs` the database connection
   * is dropped and a new process boots on the same storage. Whatever the old one had not committed is
   * lost, as when a laptop lid closes — requests it already sent may still reach the server.
   */
  async crash(afterMs: number) {
    const dying = this.engine;
    const done = dying.syncNow().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    void dying.stop().catch(() => {});
    this.db.close();
    await done;
    this.timers.clear();
    this.boot();
    this.engine.start();
  }

  /** Replaces the stored access token by one that expired, which the client still believes valid. */
  async expireAccessToken() {
    const key = [...this.storage.keys()].find((k) => k.endsWith('-auth-token'));
    if (!key) throw new Error('no stored session');
    const session = JSON.parse(this.storage.get(key)!) as { access_token: string };
    const claims = decodeJwt(session.access_token);
    const { exp: _exp, iat: _iat, ...rest } = claims;
    session.access_token = await signJwt(rest, -60);
    this.storage.set(key, JSON.stringify(session));
  }

  async close() {
    await this.engine.stop();
    this.db.close();
  }
}
