// Unit tests of the local database run on fake-indexeddb (docs/design.md §8); nothing else is faked.
import 'fake-indexeddb/auto';
