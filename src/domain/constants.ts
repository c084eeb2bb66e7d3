// Business constants and limits (docs/spec.md §9, docs/design.md §2).

export const PRODUCT_NAME = 'Briefsmith';
export const TAGLINE = 'Creative Brief Generator';

export const MIN_PASSWORD_LENGTH = 6;

/**
 * The longest title a brief may have (characters). Not in the spec: a title is a card's heading and a
 * file name; the server enforces the same maximum (supabase/migrations/*_brief_title_length.sql).
 */
export const MAX_TITLE_LENGTH = 200;

export const MAX_BRAND_DOCUMENTS = 20;
export const MAX_VISUAL_STYLE_FILES = 10;

/** File-name extensions a brand document may have (docs/spec.md §5). */
export const BRAND_DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.ppt', '.pptx', '.xls', '.xlsx'] as const;
/** The file input's `accept` attribute for brand documents. */
export const BRAND_DOCUMENT_ACCEPT = BRAND_DOCUMENT_EXTENSIONS.join(',');
/** Visual style references accept images. */
export const VISUAL_STYLE_ACCEPT = 'image/*';
/** Image file-name extensions, used when a browser reports no MIME type. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.svg'] as const;

const MEGABYTE = 1024 * 1024;
/**
 * Largest single upload. Not in the spec: files are objects in Supabase Storage, referenced from the
 * brief (docs/design.md §25), and this is the bucket's `file_size_limit` (hosted Supabase's free-plan
 * object limit), so the editor refuses what Storage would.
 */
export const MAX_UPLOAD_MEGABYTES = 50;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * MEGABYTE;

export type SharePermission = 'read' | 'write';
export const SHARE_PERMISSIONS: readonly SharePermission[] = ['read', 'write'];
export const DEFAULT_SHARE_PERMISSION: SharePermission = 'read';
export const SHARE_PERMISSION_LABELS: Record<SharePermission, string> = {
  read: 'View Only',
  write: 'Can Edit',
};

export type UserRole = 'user' | 'admin';
/** Toasts show about 4 to 5 seconds (docs/spec.md §9). */
export const TOAST_DURATION_MS = 4500;
