import { describe, expect, it } from 'vitest';
import type { LocalFile } from '../../../src/data/records.ts';
import { encodeFileItem } from '../../../src/domain/files.ts';
import {
  classifyUploadFailure,
  filesToUpload,
  headReadiness,
  uploadOrder,
} from '../../../src/sync/upload-plan.ts';

const BRIEF = '0b6f3f64-3a0e-4f7e-9a55-5d3a3c1f2b10';
const id = (n: number) => `6d2a4d8e-1f7b-4b0c-8f0e-2a9f1c3d4e${String(n).padStart(2, '0')}`;
const item = (n: number) =>
  encodeFileItem({
    name: `f${n}.pdf`,
    file: { id: id(n), path: `${BRIEF}/${id(n)}`, size: 1, type: 'application/pdf', sha256: 'a'.repeat(64) },
  });
const local = (n: number, upload: LocalFile['upload'], error?: string) =>
  [id(n), { id: id(n), name: `f${n}.pdf`, upload, error, createdAt: n }] as const;

describe('rule: a change is pushed only once every file it refers to is in Storage', () => {
  it.each([
    ['no files', { title: 'x' }, [], { kind: 'push' }],
    [
      'a link and a data URL',
      { brand_documents: ['https://x.test/a.pdf', '{"data":"d","name":"a"}'] },
      [],
      { kind: 'push' },
    ],
    ['an uploaded file', { brand_documents: [item(1)] }, [local(1, 'done')], { kind: 'push' }],
    // A reference this device never held came from the server (a pull): its object is there already.
    ['a pulled reference', { visual_style_files: [item(2)] }, [], { kind: 'push' }],
    [
      'a file waiting',
      { brand_documents: [item(1), item(2)] },
      [local(1, 'done'), local(2, 'pending')],
      { kind: 'wait', fileIds: [id(2)] },
    ],
    [
      'two files waiting',
      { brand_documents: [item(1)], visual_style_files: [item(2)] },
      [local(1, 'pending'), local(2, 'pending')],
      { kind: 'wait', fileIds: [id(1), id(2)] },
    ],
    [
      'a refused file (even with another waiting)',
      { brand_documents: [item(1), item(2)] },
      [local(1, 'pending'), local(2, 'refused', 'The object exceeded the maximum allowed size')],
      {
        kind: 'blocked',
        reason: 'f2.pdf could not be uploaded: The object exceeded the maximum allowed size',
      },
    ],
  ] as const)('%s', (_, patch, files, readiness) => {
    expect(headReadiness(patch, new Map(files as never))).toEqual(readiness);
  });
});

describe('rule: files go up in the order their changes will be pushed, then oldest first', () => {
  it.each([
    ['by choice time when no change names them', [[3], [1], [2]], [], [1, 2, 3]],
    [
      'the file of the earliest change first',
      [[1], [2], [3]],
      [
        [5, [3]],
        [9, [1]],
      ],
      [3, 1, 2],
    ],
    ['a change naming two files keeps their own order', [[1], [2]], [[4, [2, 1]]], [2, 1]],
  ] as [string, number[][], [number, number[]][], number[]][])('%s', (_, files, entries, order) => {
    const pending = files.map(([n]) => ({ id: id(n!), createdAt: n! }));
    const changes = entries.map(([seq, ns]) => ({ seq, patch: { brand_documents: ns.map(item) } }));
    expect(uploadOrder(pending, changes).map((file) => file.id)).toEqual(order.map(id));
  });
});

describe('rule: only a file a queued change names goes up — a choice never saved, or removed before its upload, stays on the device', () => {
  it.each([
    ['no change names them', [[1], [2]], [], []],
    ['the named one only', [[1], [2], [3]], [[4, [3]]], [3]],
    [
      'named by any change, in push order',
      [[1], [2], [3]],
      [
        [7, [1]],
        [5, [3]],
      ],
      [3, 1],
    ],
  ] as [string, number[][], [number, number[]][], number[]][])('%s', (_, files, entries, expected) => {
    const pending = files.map(([n]) => ({ id: id(n!), createdAt: n! }));
    const changes = entries.map(([seq, ns]) => ({ seq, patch: { brand_documents: ns.map(item) } }));
    expect(filesToUpload(pending, changes).map((file) => file.id)).toEqual(expected.map(id));
  });
});

describe('rule: a refused upload blocks its change; a lost network, a busy server or an old token do not', () => {
  it.each([
    [0, 'Failed to fetch', 'retry'],
    [500, 'Internal Server Error', 'retry'],
    [503, 'Service Unavailable', 'retry'],
    [408, 'Request Timeout', 'retry'],
    [429, 'Too Many Requests', 'retry'],
    [401, 'Unauthorized', 'refresh'],
    [400, 'jwt expired', 'refresh'],
    [403, 'new row violates row-level security policy', 'refused'],
    [413, 'The object exceeded the maximum allowed size', 'refused'],
    [415, 'mime type application/x-msdownload is not supported', 'refused'],
    [400, 'Invalid key', 'refused'],
    [409, 'The resource already exists', 'refused'],
  ] as const)('%i %s: %s', (status, message, action) => {
    expect(classifyUploadFailure({ status, message })).toBe(action);
  });
});
