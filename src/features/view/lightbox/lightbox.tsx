import { ChevronLeft, ChevronRight, Download, RotateCcw, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from '../../../components/ui/utils';
import { MAX_ZOOM, MIN_ZOOM, RESET_ZOOM, zoomIn, zoomOut } from './zoom';

/** An image as the lightbox shows it: its source (a data URL, a link or this device's copy) and how to save it. */
export interface LightboxImage {
  name: string;
  src: string;
  download: () => void;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A zoomable image preview (docs/spec.md §2). Keyboard: Escape closes, + and - zoom, 0 resets, the arrow keys move
 * between images. Loaded lazily by the view.
 */
export default function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const [zoom, setZoom] = useState(RESET_ZOOM);
  const go = (to: number) => {
    if (to < 0 || to >= images.length) return;
    setZoom(RESET_ZOOM);
    onIndexChange(to);
  };
  // Keys are read at the document: the dialog element itself holds focus when it opens.
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const actions: Record<string, () => void> = {
        '+': () => setZoom(zoomIn),
        '=': () => setZoom(zoomIn),
        '-': () => setZoom(zoomOut),
        '0': () => setZoom(RESET_ZOOM),
        ArrowRight: () => goRef.current(index + 1),
        ArrowLeft: () => goRef.current(index - 1),
      };
      const action = actions[event.key];
      if (action && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        action();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index]);
  const image = images[index];
  if (!image) return null;

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 bg-scrim/90"
    >
      <Modal className="flex h-full w-full flex-col outline-none">
        <Dialog aria-label={image.name} className="flex h-full flex-col outline-none">
          <div className="flex flex-wrap items-center gap-2 p-3 text-on-scrim">
            <Heading slot="title" className="min-w-0 flex-1 truncate text-sm font-medium">
              {image.name}
              {images.length > 1 && (
                <span className="ms-2 text-on-scrim-muted">{`${index + 1} / ${images.length}`}</span>
              )}
            </Heading>
            <Tool label="Zoom out" isDisabled={zoom <= MIN_ZOOM} onPress={() => setZoom(zoomOut)}>
              <ZoomOut />
            </Tool>
            <span aria-live="polite" className="w-12 text-center text-sm tabular-nums">
              {`${Math.round(zoom * 100)}%`}
            </span>
            <Tool label="Zoom in" isDisabled={zoom >= MAX_ZOOM} onPress={() => setZoom(zoomIn)}>
              <ZoomIn />
            </Tool>
            <Tool label="Reset zoom" onPress={() => setZoom(RESET_ZOOM)}>
              <RotateCcw />
            </Tool>
            <Tool label="Download" onPress={image.download}>
              <Download />
            </Tool>
            <Tool label="Close" onPress={onClose}>
              <X />
            </Tool>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center">
            {images.length > 1 && (
              <Tool
                label="Previous image"
                isDisabled={index === 0}
                onPress={() => go(index - 1)}
                className="absolute left-3 z-10"
              >
                <ChevronLeft />
              </Tool>
            )}
            <div className="h-full w-full overflow-auto">
              <div className="flex min-h-full min-w-full items-center justify-center p-4">
                <img
                  src={image.src}
                  alt={image.name}
                  // Scaled from the top-left corner so the enlarged image stays scrollable in every direction.
                  style={{ transform: `scale(${zoom})`, transformOrigin: zoom > 1 ? 'top left' : 'center' }}
                  className="max-h-[80vh] max-w-full object-contain transition-transform"
                />
              </div>
            </div>
            {images.length > 1 && (
              <Tool
                label="Next image"
                isDisabled={index === images.length - 1}
                onPress={() => go(index + 1)}
                className="absolute right-3 z-10"
              >
                <ChevronRight />
              </Tool>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function Tool({
  label,
  children,
  className,
  ...props
}: {
  label: string;
  children: ReactNode;
  className?: string;
  isDisabled?: boolean;
  onPress: () => void;
}) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      // A white focus ring: the app's indigo one is hard to see on the dark backdrop.
      className={({ isFocusVisible }) =>
        cx(
          'rounded-lg bg-on-scrim/10 p-2 text-on-scrim outline-on-scrim hover:bg-on-scrim/20 disabled:opacity-40 [&_svg]:size-5',
          isFocusVisible ? 'outline-2 outline-offset-2' : 'outline-0',
          className,
        )
      }
    >
      {children}
    </AriaButton>
  );
}
