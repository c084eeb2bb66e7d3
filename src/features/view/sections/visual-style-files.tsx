import { FileText, ImageOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { FileItem, StoredFile } from '../../../domain/brief';
import { fileItemData, fileItemName, isImageItem } from '../../../domain/files';
import { focusRing } from '../../../components/ui/utils';
import { isStoredFile } from '../../../domain/file-refs';
import type { LightboxImage } from '../lightbox/lightbox';
import { downloadFileItem, openFileItem } from '../open-file';
import { useShownFiles, type ShownFile } from '../stored-files-source';
import { StoredFileTile } from './stored-file-tile';

// The lightbox is only needed once someone opens an image: keep it out of the view's first load.
const Lightbox = lazy(() => import('../lightbox/lightbox'));

const tile = (rp: { isFocusVisible: boolean }) =>
  focusRing({
    ...rp,
    className:
      'group flex w-full flex-col overflow-hidden rounded-lg border border-line bg-surface text-start hover:border-accent-line-strong',
  });

const isStoredItem = (item: FileItem): item is StoredFile => typeof item !== 'string' && isStoredFile(item);

const NOTHING_HELD: ReadonlyMap<string, ShownFile> = new Map();

/** Visual style files in a 2/3/4-column grid; images open in the lightbox, other files in a new tab. */
export function VisualStyleFiles({ items }: { items: readonly FileItem[] }) {
  // Only a brief with files in Storage reads the local file store.
  return items.some(isStoredItem) ? (
    <WithStoredFiles items={items} />
  ) : (
    <FileGrid items={items} held={NOTHING_HELD} />
  );
}

function WithStoredFiles({ items }: { items: readonly FileItem[] }) {
  return <FileGrid items={items} held={useShownFiles(items)} />;
}

/** The images the lightbox moves between: data and links, and files in Storage whose bytes are here. */
function lightboxImages(
  items: readonly FileItem[],
  held: ReadonlyMap<string, ShownFile>,
  failed: ReadonlySet<number>,
): (LightboxImage & { index: number })[] {
  return items.flatMap((item, index) => {
    const name = fileItemName(item, index, 'file');
    if (!isImageItem(item) || failed.has(index)) return [];
    if (!isStoredItem(item)) {
      return [{ index, name, src: fileItemData(item), download: () => downloadFileItem(item, name) }];
    }
    const shown = held.get(item.file.id);
    const download = shown?.download;
    if (!shown?.url || !download) return [];
    return [{ index, name, src: shown.url, download: () => download(name) }];
  });
}

function FileGrid({ items, held }: { items: readonly FileItem[]; held: ReadonlyMap<string, ShownFile> }) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const images = lightboxImages(items, held, failed);
  const lightboxPosition = images.findIndex((image) => image.index === openIndex);

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 print:grid-cols-4">
        {items.map((item, index) => {
          const name = fileItemName(item, index, 'file');
          const showImage = isImageItem(item) && !failed.has(index);
          return (
            <li key={index} className="view-file">
              {isStoredItem(item) ? (
                <StoredFileTile
                  item={item}
                  name={name}
                  held={held.get(item.file.id)}
                  onOpenImage={
                    images.some((image) => image.index === index) ? () => setOpenIndex(index) : undefined
                  }
                />
              ) : (
                <AriaButton
                  aria-label={showImage ? `Open ${name}` : undefined}
                  onPress={() => (showImage ? setOpenIndex(index) : openFileItem(item, name))}
                  className={tile}
                >
                  {showImage ? (
                    <img
                      src={fileItemData(item)}
                      alt=""
                      onError={() => setFailed((f) => new Set(f).add(index))}
                      className="aspect-square w-full bg-surface-muted object-cover"
                    />
                  ) : (
                    <span className="flex aspect-square w-full items-center justify-center bg-surface-muted">
                      {isImageItem(item) ? (
                        <ImageOff
                          aria-hidden="true"
                          data-testid="image-placeholder"
                          className="size-8 text-fg-subtle"
                        />
                      ) : (
                        <FileText aria-hidden="true" className="size-8 text-fg-subtle" />
                      )}
                    </span>
                  )}
                  <span className="truncate px-2 py-1.5 text-sm text-fg-soft">{name}</span>
                </AriaButton>
              )}
            </li>
          );
        })}
      </ul>
      {lightboxPosition >= 0 && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={lightboxPosition}
            onIndexChange={(position) => setOpenIndex(images[position]?.index ?? null)}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}
