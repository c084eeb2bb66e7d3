import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A text box's draft is not text on the page: React mirrors a textarea's value into its text content,
// so `findByText('Second thought')` would find the box it was just typed into and go on before the
// comment is posted. getByDisplayValue reads a box; *ByText reads what the page shows.
const TEXT_IGNORED = 'script, style, textarea';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine a screen that reads
// IndexedDB and lazy-loads its chunk can take longer than that to appear. The assertions are the
// same; only the patience changes.
configure({ asyncUtilTimeout: 5000, defaultIgnore: TEXT_IGNORED });

afterEach(() => cleanup());
