import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine a screen that reads
// IndexedDB and lazy-loads its chunk can take longer than that to appear. The assertions are the
// same; only the patience changes.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
