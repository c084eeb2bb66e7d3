// Upload rules (docs/spec.md §5): brand documents accept .pdf, .doc, .docx, .ppt, .pptx, .xls, .xlsx, at
// most 20; visual style references accept images, at most 10; plus our per-file size cap. Pure:
// it decides which offered files fit, it reads nothing.
import {
  BRAND_DOCUMENT_ACCEPT,
  BRAND_DOCUMENT_EXTENSIONS,
  IMAGE_EXTENSIONS,
  MAX_BRAND_DOCUMENTS,
  MAX_UPLOAD_BYTES,
  MAX_VISUAL_STYLE_FILES,
  VISUAL_STYLE_ACCEPT,
} from './constants';
import type { Toast } from './messages';
import { fileCounterText, fileTooLargeMessage, fileTypeMessage, tooManyFilesMessage } from './messages';

export type UploadKind = 'brandDocuments' | 'visualStyleFiles';

export type UploadRule = {
  max: number;
  /** The file input's `accept` attribute. */
  accept: string;
  /** Said in the wrong-type message. */
  acceptedText: string;
  maxBytes: number;
};

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  brandDocuments: {
    max: MAX_BRAND_DOCUMENTS,
    accept: BRAND_DOCUMENT_ACCEPT,
    acceptedText: BRAND_DOCUMENT_EXTENSIONS.join(', '),
    maxBytes: MAX_UPLOAD_BYTES,
  },
  visualStyleFiles: {
    max: MAX_VISUAL_STYLE_FILES,
    accept: VISUAL_STYLE_ACCEPT,
    acceptedText: 'images',
    maxBytes: MAX_UPLOAD_BYTES,
  },
};

export type CandidateFile = { name: string; type: string; size: number };
export type RejectReason = 'type' | 'size' | 'count';
export type UploadPlan<F extends CandidateFile> = {
  accepted: F[];
  rejected: { file: F; reason: RejectReason }[];
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Brand documents are judged by extension (browsers report Office MIME types unreliably). */
export function isAcceptedFileType(kind: UploadKind, file: { name: string; type: string }): boolean {
  const extension = extensionOf(file.name);
  if (kind === 'brandDocuments') return (BRAND_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
  if (file.type !== '') return file.type.toLowerCase().startsWith('image/');
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** MIME types by extension, as the bucket `brief-files` accepts them (supabase/config.toml). */
const STORAGE_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/**
 * The type an accepted file is kept and uploaded with. Brand documents go by extension, as they are
 * accepted (a browser may report an Office file as '' or application/octet-stream, which the bucket
 * refuses); an image keeps the type the browser read, or its extension's.
 */
export function storageTypeOf(kind: UploadKind, file: { name: string; type: string }): string {
  const byExtension = STORAGE_TYPES[extensionOf(file.name)] ?? '';
  if (kind === 'brandDocuments') return byExtension;
  const reported = file.type.toLowerCase();
  return reported.startsWith('image/') ? reported : byExtension;
}

/** Which offered files fit, in order, given how many are already uploaded. */
export function planUploads<F extends CandidateFile>(
  kind: UploadKind,
  existingCount: number,
  files: readonly F[],
): UploadPlan<F> {
  const rule = UPLOAD_RULES[kind];
  const plan: UploadPlan<F> = { accepted: [], rejected: [] };
  for (const file of files) {
    if (!isAcceptedFileType(kind, file)) plan.rejected.push({ file, reason: 'type' });
    else if (file.size > rule.maxBytes) plan.rejected.push({ file, reason: 'size' });
    else if (existingCount + plan.accepted.length >= rule.max) plan.rejected.push({ file, reason: 'count' });
    else plan.accepted.push(file);
  }
  return plan;
}

/** One clear message per kind of refusal, naming the files not added. */
export function uploadRejectionMessages(
  kind: UploadKind,
  rejected: UploadPlan<CandidateFile>['rejected'],
): Toast[] {
  const rule = UPLOAD_RULES[kind];
  const names = (reason: RejectReason) => rejected.filter((r) => r.reason === reason).map((r) => r.file.name);
  const messages: Toast[] = [];
  const wrongType = names('type');
  if (wrongType.length > 0) messages.push(fileTypeMessage(wrongType, rule.acceptedText));
  const tooLarge = names('size');
  if (tooLarge.length > 0) messages.push(fileTooLargeMessage(tooLarge));
  const tooMany = names('count');
  if (tooMany.length > 0) messages.push(tooManyFilesMessage(tooMany, rule.max));
  return messages;
}

/** The choose button is disabled at the maximum. */
export function canAddFiles(kind: UploadKind, count: number): boolean {
  return count < UPLOAD_RULES[kind].max;
}

/** 'n/max files uploaded'. */
export function uploadCounterText(kind: UploadKind, count: number): string {
  return fileCounterText(count, UPLOAD_RULES[kind].max);
}
