import { describe, expect, it } from 'vitest';
import { BRAND_DOCUMENT_ACCEPT, MAX_UPLOAD_BYTES } from '../../../src/domain/constants.ts';
import { FILE_LIMITS } from '../../../src/domain/file-refs.ts';
import {
  UPLOAD_RULES,
  canAddFiles,
  isAcceptedFileType,
  planUploads,
  storageTypeOf,
  uploadCounterText,
  uploadRejectionMessages,
  type UploadKind,
} from '../../../src/domain/uploads.ts';

const file = (name: string, type = '', size = 1000) => ({ name, type, size });

describe('rule: brand documents accept .pdf, .doc, .docx, .ppt, .pptx, .xls, .xlsx; visual style references accept images', () => {
  it('the brand documents input accepts exactly the spec list', () => {
    expect(BRAND_DOCUMENT_ACCEPT).toBe('.pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx');
    expect(UPLOAD_RULES.visualStyleFiles.accept).toBe('image/*');
  });

  it.each([
    ['brandDocuments', file('a.pdf', 'application/pdf'), true],
    ['brandDocuments', file('a.doc'), true],
    ['brandDocuments', file('a.docx'), true],
    ['brandDocuments', file('a.ppt'), true],
    ['brandDocuments', file('a.pptx'), true],
    ['brandDocuments', file('a.xls'), true],
    ['brandDocuments', file('A.XLSX'), true],
    ['brandDocuments', file('a.png', 'image/png'), false],
    ['brandDocuments', file('a.pdf.exe'), false],
    ['brandDocuments', file('pdf'), false],
    ['visualStyleFiles', file('a.png', 'image/png'), true],
    ['visualStyleFiles', file('a.heic', 'image/heic'), true],
    ['visualStyleFiles', file('a.pdf', 'application/pdf'), false],
    ['visualStyleFiles', file('photo.JPG'), true],
    ['visualStyleFiles', file('notes.txt'), false],
  ] as [UploadKind, ReturnType<typeof file>, boolean][])('%s: %j → accepted %s', (kind, f, expected) => {
    expect(isAcceptedFileType(kind, f)).toBe(expected);
  });
});

describe('rule: at most 20 brand documents and 10 visual style files; the choose button is disabled at the maximum', () => {
  it.each([
    ['brandDocuments', 19, true],
    ['brandDocuments', 20, false],
    ['visualStyleFiles', 9, true],
    ['visualStyleFiles', 10, false],
  ] as [UploadKind, number, boolean][])('%s with %d → can add %s', (kind, count, expected) => {
    expect(canAddFiles(kind, count)).toBe(expected);
  });

  it.each([
    ['brandDocuments', 0, '0/20 files uploaded'],
    ['brandDocuments', 7, '7/20 files uploaded'],
    ['visualStyleFiles', 10, '10/10 files uploaded'],
  ] as [UploadKind, number, string][])("%s with %d → counter '%s'", (kind, count, text) => {
    expect(uploadCounterText(kind, count)).toBe(text);
  });
});

describe('rule: offered files are taken in order until the maximum; wrong type or too large (over 50 MB, what Storage takes) are refused with a clear message', () => {
  it.each([
    [
      'all fit',
      'visualStyleFiles',
      0,
      [file('a.png', 'image/png'), file('b.png', 'image/png')],
      ['a.png', 'b.png'],
      [],
    ],
    [
      'only the room left is taken',
      'visualStyleFiles',
      9,
      [file('a.png', 'image/png'), file('b.png', 'image/png')],
      ['a.png'],
      [['b.png', 'count']],
    ],
    [
      'wrong type',
      'brandDocuments',
      0,
      [file('a.png', 'image/png'), file('b.pdf')],
      ['b.pdf'],
      [['a.png', 'type']],
    ],
    [
      'too large',
      'brandDocuments',
      0,
      [file('big.pdf', '', MAX_UPLOAD_BYTES + 1), file('ok.pdf', '', MAX_UPLOAD_BYTES)],
      ['ok.pdf'],
      [['big.pdf', 'size']],
    ],
    [
      '30 MB fits (files go to Storage, not into the row)',
      'visualStyleFiles',
      0,
      [file('poster.png', 'image/png', 30 * 1024 * 1024)],
      ['poster.png'],
      [],
    ],
  ] as [string, UploadKind, number, ReturnType<typeof file>[], string[], [string, string][]][])(
    '%s',
    (_case, kind, existing, files, accepted, rejected) => {
      const plan = planUploads(kind, existing, files);
      expect(plan.accepted.map((f) => f.name)).toEqual(accepted);
      expect(plan.rejected.map((r) => [r.file.name, r.reason])).toEqual(rejected);
    },
  );

  it.each([
    [
      'brandDocuments',
      [{ file: file('a.png'), reason: 'type' }],
      [
        {
          title: 'File type not supported',
          description: 'a.png not added. Accepted: .pdf, .doc, .docx, .ppt, .pptx, .xls, .xlsx.',
        },
      ],
    ],
    [
      'visualStyleFiles',
      [
        { file: file('huge.png'), reason: 'size' },
        { file: file('x.png'), reason: 'count' },
        { file: file('y.png'), reason: 'count' },
      ],
      [
        { title: 'File too large', description: 'huge.png not added. Each file can be at most 50 MB.' },
        { title: 'Too many files', description: 'You can upload at most 10 files. x.png, y.png not added.' },
      ],
    ],
    ['visualStyleFiles', [], []],
  ] as [UploadKind, Parameters<typeof uploadRejectionMessages>[1], unknown[]][])(
    '%s refusals %j read as %j',
    (kind, rejected, messages) => {
      expect(uploadRejectionMessages(kind, rejected)).toEqual(messages);
    },
  );
});

describe('rule: the per-file limit is the bucket’s (50 MB), the one Storage applies', () => {
  it('is 50 MB, as the references and the bucket say', () => {
    expect(MAX_UPLOAD_BYTES).toBe(50 * 1024 * 1024);
    expect(UPLOAD_RULES.brandDocuments.maxBytes).toBe(FILE_LIMITS.maxFileBytes);
    expect(UPLOAD_RULES.visualStyleFiles.maxBytes).toBe(FILE_LIMITS.maxFileBytes);
  });
});

describe('rule: a file kept in Storage is typed as the bucket accepts it, whatever the browser reported', () => {
  it.each([
    ['brandDocuments', file('a.pdf', 'application/pdf'), 'application/pdf'],
    ['brandDocuments', file('a.PDF'), 'application/pdf'],
    ['brandDocuments', file('a.doc', 'application/octet-stream'), 'application/msword'],
    [
      'brandDocuments',
      file('a.docx'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['brandDocuments', file('a.ppt'), 'application/vnd.ms-powerpoint'],
    [
      'brandDocuments',
      file('a.pptx'),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['brandDocuments', file('a.xls'), 'application/vnd.ms-excel'],
    ['brandDocuments', file('a.xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['visualStyleFiles', file('a.png', 'image/png'), 'image/png'],
    ['visualStyleFiles', file('a.heic', 'image/heic'), 'image/heic'],
    ['visualStyleFiles', file('photo.JPG'), 'image/jpeg'],
    ['visualStyleFiles', file('a.jpeg'), 'image/jpeg'],
    ['visualStyleFiles', file('a.gif'), 'image/gif'],
    ['visualStyleFiles', file('a.webp'), 'image/webp'],
    ['visualStyleFiles', file('logo.svg'), 'image/svg+xml'],
  ] as [UploadKind, ReturnType<typeof file>, string][])('%s: %j → %s', (kind, f, expected) => {
    expect(storageTypeOf(kind, f)).toBe(expected);
  });
});
