// A file kept in Storage in the view (docs/design.md §6), as the page provides it (stored-files-source.ts):
// on a member's device, this device's copy, and a file not here yet says so and is downloaded when the
// brief is opened online (or on a press, online); on the client's page, its signed URL.
import { FileText, ImageOff } from 'lucide-react';
import { useMemo } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { StoredFile } from '../../../domain/brief';
import { isImageItem } from '../../../domain/files';
import { focusRing } from '../../../components/ui/utils';
import { useShownFiles, type ShownFile } from '../stored-files-source';
import { viewStrings } from '../strings';

const NOT_SHOWN: ShownFile = { url: null, here: false, open: () => undefined, download: null };

function useShown(item: StoredFile): ShownFile {
  const items = useMemo(() => [item], [item]);
  return useShownFiles(items).get(item.file.id) ?? NOT_SHOWN;
}

/** A brand document kept in Storage: the 40 px thumbnail (images) and its name, as the others. */
export function StoredDocument({ item, name }: { item: StoredFile; name: string }) {
  const { url, here, open } = useShown(item);
  return (
    <AriaButton
      onPress={() => open(name)}
      className={(rp) =>
        focusRing({
          ...rp,
          className:
            'flex w-full items-center gap-3 rounded-lg border border-line bg-surface p-2 text-start hover:bg-surface-subtle print:border-line-strong',
        })
      }
    >
      {isImageItem(item) && url ? (
        <img src={url} alt="" width={40} height={40} className="size-10 shrink-0 rounded object-cover" />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded bg-surface-muted">
          <FileText aria-hidden="true" className="size-5 text-fg-muted" />
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium text-fg">{name}</span>
        <span className="text-xs text-fg-muted print:hidden">
          {here ? viewStrings.clickToDownload : viewStrings.notOnDevice}
        </span>
      </span>
    </AriaButton>
  );
}

/**
 * A visual style file kept in Storage: its image (or icon) in the grid; pressed, an image here opens in
 * the lightbox (`onOpenImage`), anything else opens as a brand document does.
 */
export function StoredFileTile({
  item,
  name,
  held,
  onOpenImage,
}: {
  item: StoredFile;
  name: string;
  held: ShownFile | undefined;
  onOpenImage?: () => void;
}) {
  const { url, here, open } = held ?? NOT_SHOWN;
  return (
    <AriaButton
      aria-label={`Open ${name}`}
      onPress={() => (onOpenImage ? onOpenImage() : open(name))}
      className={(rp) =>
        focusRing({
          ...rp,
          className:
            'group flex w-full flex-col overflow-hidden rounded-lg border border-line bg-surface text-start hover:border-accent-line-strong',
        })
      }
    >
      {isImageItem(item) && url ? (
        <img src={url} alt="" className="aspect-square w-full bg-surface-muted object-cover" />
      ) : (
        <span className="flex aspect-square w-full items-center justify-center bg-surface-muted">
          {isImageItem(item) ? (
            <ImageOff aria-hidden="true" className="size-8 text-fg-subtle" />
          ) : (
            <FileText aria-hidden="true" className="size-8 text-fg-subtle" />
          )}
        </span>
      )}
      <span className="truncate px-2 py-1.5 text-sm text-fg-soft">{name}</span>
      {!here && (
        <span className="px-2 pb-1.5 text-xs text-fg-muted print:hidden">{viewStrings.notOnDevice}</span>
      )}
    </AriaButton>
  );
}
