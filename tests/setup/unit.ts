// Unit tests of the local database run on fake-indexeddb (docs/design.md §8); nothing else is faked.
import 'fake-indexeddb/auto';
import { WebSocket } from 'ws';

// supabase-js opens its Realtime client as it is created, and Node 20 has no WebSocket of its own (the
// browser and Node 22 do): a unit test that imports a module holding the app's client needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
