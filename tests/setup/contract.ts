// Dexie's liveQuery observes changes only where a global indexedDB exists, as in every browser. Each
// test device still opens its own IDBFactory; this global just makes Dexie behave as it does there.
import 'fake-indexeddb/auto';
