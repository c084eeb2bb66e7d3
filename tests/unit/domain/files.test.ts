import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FileItem } from '../../../src/domain/brief.ts';
import {
  decodeFileItem,
  encodeFileItem,
  fileItemData,
  fileItemName,
  isImageItem,
} from '../../../src/domain/files.ts';

describe('rule: uploaded files are stored as JSON strings of {data, name}; plain strings stay', () => {
  it.each([
    [
      { data: 'data:application/pdf;base64,JVBE', name: 'deck.pdf' },
      '{"data":"data:application/pdf;base64,JVBE","name":"deck.pdf"}',
    ],
    [{ data: '', name: '' }, '{"data":"","name":""}'],
    ['https://example.com/guide.pdf', 'https://example.com/guide.pdf'],
    ['data:image/png;base64,iVBO', 'data:image/png;base64,iVBO'],
  ] as [FileItem, string][])('%j is stored as %j', (item, stored) => {
    expect(encodeFileItem(item)).toBe(stored);
  });
});

describe('rule: a stored string that parses to an object with data is restored as an object; otherwise it stays a string', () => {
  it.each([
    [
      '{"data":"data:image/png;base64,iVBO","name":"mood.png"}',
      { data: 'data:image/png;base64,iVBO', name: 'mood.png' },
    ],
    ['{"name":"deck.pdf","data":"x"}', { data: 'x', name: 'deck.pdf' }],
    ['{"data":"x"}', { data: 'x', name: '' }],
    ['{"data":"x","name":7}', { data: 'x', name: '' }],
    ['{"data":"x","name":"a","extra":1}', { data: 'x', name: 'a' }],
    ['{"data":""}', { data: '', name: '' }],
    [' \n {"data":"x","name":"n"} ', { data: 'x', name: 'n' }],
    ['{"name":"deck.pdf"}', '{"name":"deck.pdf"}'],
    ['{"data":42,"name":"n"}', '{"data":42,"name":"n"}'],
    ['{"data":null}', '{"data":null}'],
    ['[{"data":"x"}]', '[{"data":"x"}]'],
    ['"data"', '"data"'],
    ['null', 'null'],
    ['https://example.com/a.png', 'https://example.com/a.png'],
    ['data:image/png;base64,iVBO', 'data:image/png;base64,iVBO'],
    ['{not json', '{not json'],
    ['', ''],
  ] as [string, FileItem][])('%j reads as %j', (stored, item) => {
    expect(decodeFileItem(stored)).toEqual(item);
  });
});

describe('rule: an item is an image if its data starts with an image data-URI prefix or its link ends in jpg, jpeg, png, gif, webp or svg', () => {
  it.each([
    ['data:image/png;base64,iVBO', true],
    ['data:image/svg+xml;utf8,<svg/>', true],
    ['DATA:IMAGE/JPEG;base64,/9j/', true],
    ['data:application/pdf;base64,JVBE', false],
    ['data:text/plain,photo.png', false],
    ['https://example.com/a.jpg', true],
    ['https://example.com/a.jpeg', true],
    ['https://example.com/a.png', true],
    ['https://example.com/a.gif', true],
    ['https://example.com/a.webp', true],
    ['https://example.com/a.svg', true],
    ['https://example.com/A.PNG', true],
    ['https://example.com/a.png?width=200', true],
    ['https://example.com/a.png#top', true],
    ['https://example.com/a.pdf', false],
    ['https://example.com/a.png.pdf', false],
    ['https://example.com/png', false],
    ['https://example.com/a.bmp', false],
    ['https://example.com/a.pdf?x=.png', false],
    ['', false],
    [{ data: 'data:image/webp;base64,UklG', name: 'x.pdf' }, true],
    [{ data: 'data:application/pdf;base64,JVBE', name: 'photo.png' }, false],
    [{ data: 'https://cdn.example.com/logo.svg', name: '' }, true],
  ] as [FileItem, boolean][])('%j → %s', (item, expected) => {
    expect(isImageItem(item)).toBe(expected);
  });
});

describe("rule: a nameless entry is labelled 'Document {n}' (brand documents) or 'File {n}' (visual style files)", () => {
  it.each([
    [{ data: 'x', name: 'deck.pdf' }, 0, 'document', 'deck.pdf'],
    [{ data: 'x', name: '' }, 0, 'document', 'Document 1'],
    [{ data: 'x', name: '   ' }, 2, 'document', 'Document 3'],
    ['https://example.com/guide.pdf', 1, 'document', 'Document 2'],
    [{ data: 'x', name: 'mood.png' }, 4, 'file', 'mood.png'],
    [{ data: 'x', name: '' }, 4, 'file', 'File 5'],
    ['data:image/png;base64,iVBO', 0, 'file', 'File 1'],
  ] as [FileItem, number, 'document' | 'file', string][])('%j at %d (%s) → %s', (item, index, kind, name) => {
    expect(fileItemName(item, index, kind)).toBe(name);
  });

  it.each([
    ['https://example.com/a.pdf', 'https://example.com/a.pdf'],
    [{ data: 'data:image/png;base64,iVBO', name: 'a' }, 'data:image/png;base64,iVBO'],
  ] as [FileItem, string][])('the data of %j is %j', (item, data) => {
    expect(fileItemData(item)).toBe(data);
  });
});

describe('property: uploaded files', () => {
  it('any uploaded file reads back as itself', () => {
    fc.assert(
      fc.property(fc.record({ data: fc.string(), name: fc.string() }), (file) => {
        expect(decodeFileItem(encodeFileItem(file))).toEqual(file);
      }),
    );
  });

  it('a stored string either stays itself or becomes an uploaded file or a file in Storage', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
        const item = decodeFileItem(stored);
        if (typeof item === 'string') expect(item).toBe(stored);
        else if ('file' in item) expect(JSON.parse(stored)).toMatchObject({ file: item.file });
        else expect(JSON.parse(stored)).toMatchObject({ data: item.data });
      }),
    );
  });
});
