// Naming and image detection for the editor's uploaded-file list, on top of the domain's file rules.
import type { FileItem } from '../../../domain/brief';
import { fileItemData, fileItemName, isImageItem } from '../../../domain/files';

export function uploadItemLabel(item: FileItem, index: number, noun: 'Document' | 'File'): string {
  return fileItemName(item, index, noun === 'Document' ? 'document' : 'file');
}

export { fileItemData as uploadItemData, isImageItem as uploadItemIsImage };
