import { describe, expect, it } from 'vitest';
import type { FileItem } from '../../../src/domain/brief.ts';
import {
  FILE_LIMITS,
  fileObjectPath,
  isStoredFile,
  parseFileRef,
  storedFilesOf,
  uploadMethod,
} from '../../../src/domain/file-refs.ts';
import { decodeFileItem, encodeFileItem, fileItemName, isImageItem } from '../../../src/domain/files.ts';

const BRIEF = '0b6f3f64-3a0e-4f7e-9a55-5d3a3c1f2b10';
const FILE = '6d2a4d8e-1f7b-4b0c-8f0e-2a9f1c3d4e5f';
const SHA = 'a'.repeat(64);
const ref = { id: FILE, path: `${BRIEF}/${FILE}`, size: 1234, type: 'application/pdf', sha256: SHA };
const stored = { name: 'guide.pdf', file: ref };
const storedText = `{"name":"guide.pdf","file":{"id":"${FILE}","path":"${BRIEF}/${FILE}","size":1234,"type":"application/pdf","sha256":"${SHA}"}}`;

describe('rule: a file kept in Storage is the JSON text of {name, file: {id, path, size, type, sha256}}', () => {
  it('is stored in that exact order', () => {
    expect(encodeFileItem(stored)).toBe(storedText);
  });

  it.each([
    [storedText, stored],
    // Keys in any order read the same.
    [
      `{"file":{"sha256":"${SHA}","type":"application/pdf","size":1234,"path":"${BRIEF}/${FILE}","id":"${FILE}"},"name":"guide.pdf"}`,
      stored,
    ],
    // A missing name reads as '' (nameless: 'Document {n}').
    [JSON.stringify({ file: ref }), { name: '', file: ref }],
    // Over the bucket's limit still reads as a file: Storage refuses its upload, and says why.
    [
      JSON.stringify({ name: 'huge.pdf', file: { ...ref, size: FILE_LIMITS.maxFileBytes + 1 } }),
      { name: 'huge.pdf', file: { ...ref, size: FILE_LIMITS.maxFileBytes + 1 } },
    ],
    // The spec's form wins when an object has data: old devices read the same item the same way.
    [JSON.stringify({ data: 'x', name: 'a', file: ref }), { data: 'x', name: 'a' }],
  ] as [string, FileItem][])('%s reads as %j', (text, item) => {
    expect(decodeFileItem(text)).toEqual(item);
  });

  it.each([
    ['id not a uuid', { ...ref, id: 'abc', path: `${BRIEF}/abc` }],
    ['path of another file', { ...ref, path: `${BRIEF}/${BRIEF}` }],
    ['path outside a brief folder', { ...ref, path: `../${FILE}` }],
    ['path with a deeper folder', { ...ref, path: `${BRIEF}/x/${FILE}` }],
    ['negative size', { ...ref, size: -1 }],
    ['fractional size', { ...ref, size: 1.5 }],
    ['size beyond a safe integer', { ...ref, size: 2 ** 53 }],
    ['sha256 too short', { ...ref, sha256: 'abc' }],
    ['sha256 in upper case', { ...ref, sha256: 'A'.repeat(64) }],
    ['type not a string', { ...ref, type: 7 }],
    ['missing field', { id: FILE, path: ref.path, size: 1, type: 'x' }],
  ])('a reference with %s stays the string it was', (_, bad) => {
    const text = JSON.stringify({ name: 'n', file: bad });
    expect(decodeFileItem(text)).toBe(text);
    expect(parseFileRef(bad)).toBeNull();
  });

  it('names, images and kinds read from the reference', () => {
    expect(fileItemName(stored, 0, 'document')).toBe('guide.pdf');
    expect(fileItemName({ name: ' ', file: ref }, 2, 'file')).toBe('File 3');
    expect(isImageItem(stored)).toBe(false);
    expect(isImageItem({ name: 'a', file: { ...ref, type: 'image/png' } })).toBe(true);
    expect(isStoredFile(stored)).toBe(true);
    expect(isStoredFile({ data: 'x', name: 'a' })).toBe(false);
    expect(isStoredFile('x')).toBe(false);
  });
});

describe('rule: objects live at {brief_id}/{file_id}', () => {
  it('joins the two ids', () => {
    expect(fileObjectPath(BRIEF, FILE)).toBe(`${BRIEF}/${FILE}`);
  });
});

describe('rule: files up to 6 MB go in one request, larger ones resumably in 6 MB chunks', () => {
  const MB = 1024 * 1024;
  it.each([
    [0, 'standard'],
    [6 * MB, 'standard'],
    [6 * MB + 1, 'resumable'],
    [30 * MB, 'resumable'],
    [50 * MB, 'resumable'],
  ] as const)('%i bytes: %s', (size, method) => {
    expect(uploadMethod(size)).toBe(method);
  });

  it('states the limits', () => {
    expect(FILE_LIMITS).toEqual({
      maxFileBytes: 50 * MB,
      resumableAboveBytes: 6 * MB,
      chunkBytes: 6 * MB,
      maxRowBytesWithoutFiles: MB,
    });
  });
});

describe('rule: the stored files of a row or patch, in column order', () => {
  it.each([
    [{}, []],
    [{ brand_documents: [storedText, 'https://x.test/a.pdf', '{"data":"x","name":"a"}'] }, [stored]],
    [{ brand_documents: 'not a list' }, []],
    [
      {
        brand_documents: [storedText],
        visual_style_files: [encodeFileItem({ name: 'm.png', file: { ...ref, type: 'image/png' } })],
        title: storedText,
      },
      [stored, { name: 'm.png', file: { ...ref, type: 'image/png' } }],
    ],
  ] as [Record<string, unknown>, FileItem[]][])('%j holds %j', (values, files) => {
    expect(storedFilesOf(values)).toEqual(files);
  });
});
