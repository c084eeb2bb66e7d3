import { describe, expect, it } from 'vitest';
import { BRAND_DOCUMENT_ACCEPT, MAX_UPLOAD_BYTES } from '../../../src/domain/constants.ts';
import {
  UPLOAD_RULES,
  canAddFiles,
  isAcceptedFileType,
  planUploads,
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

describe('rule: offered files are taken in order until the maximum; wrong type or too large (over 10 MB) are refused with a clear message', () => {
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
        { title: 'File too large', description: 'huge.png not added. Each file can be at most 10 MB.' },
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
