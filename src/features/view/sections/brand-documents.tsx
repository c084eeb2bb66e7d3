import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { FileItem } from '../../../domain/brief';
import { fileItemData, fileItemName, isImageItem } from '../../../domain/files';
import { focusRing } from '../../../components/ui/utils';
import { isStoredFile } from '../../../domain/file-refs';
import { openFileItem } from '../open-file';
import { StoredDocument } from './stored-file-tile';
import { viewStrings } from '../strings';

/** Brand documents: a 40 px thumbnail for images or a generic icon; pressing one opens it in a new tab. */
export function BrandDocuments({ items }: { items: readonly FileItem[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item, index) => {
        const name = fileItemName(item, index, 'document');
        return (
          <li key={index}>
            {typeof item !== 'string' && isStoredFile(item) ? (
              <StoredDocument item={item} name={name} />
            ) : (
              <AriaButton
                onPress={() => openFileItem(item, name)}
                className={(rp) =>
                  focusRing({
                    ...rp,
                    className:
                      'flex w-full items-center gap-3 rounded-lg border border-line bg-surface p-2 text-start hover:bg-surface-subtle print:border-line-strong',
                  })
                }
              >
                <DocumentThumbnail item={item} />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium text-fg">{name}</span>
                  <span className="text-xs text-fg-muted print:hidden">{viewStrings.clickToDownload}</span>
                </span>
              </AriaButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** 40 px image thumbnail; an image that fails to load is replaced by the generic document icon. */
function DocumentThumbnail({ item }: { item: FileItem }) {
  const [failed, setFailed] = useState(false);
  if (isImageItem(item) && !failed) {
    return (
      <img
        src={fileItemData(item)}
        alt=""
        width={40}
        height={40}
        onError={() => setFailed(true)}
        className="size-10 shrink-0 rounded object-cover"
      />
    );
  }
  return (
    <span
      data-testid="document-icon"
      className="flex size-10 shrink-0 items-center justify-center rounded bg-surface-muted"
    >
      <FileText aria-hidden="true" className="size-5 text-fg-muted" />
    </span>
  );
}
