import { FileText, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DropZone, FileTrigger, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import type { FileItem, StoredFile } from '../../../domain/brief';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/utils';
import {
  UPLOAD_RULES,
  canAddFiles,
  planUploads,
  uploadCounterText,
  uploadRejectionMessages,
  type UploadKind,
} from '../../../domain/uploads';
import type { Toast } from '../../../domain/messages';
import { isStoredFile } from '../../../domain/file-refs';
import { StorageFullError } from '../../../data/storage';
import { useUserDatabase } from '../../../session';
import { keepChosenFiles } from '../keep-files';
import { editorStrings } from '../strings';
import { StoredFileSummary } from './stored-file-summary';
import { uploadItemLabel, uploadItemIsImage, uploadItemData } from './upload-items';

export interface FileUploadProps {
  /** The brief the files belong to: their objects live in its folder. */
  briefId: string;
  label: string;
  /** 'Document' or 'File': how a nameless entry is called ('Document 3'). */
  itemNoun: 'Document' | 'File';
  files: readonly FileItem[];
  kind: UploadKind;
  /** Said in the drop zone: 'Drag and drop {noun} here'. */
  noun: string;
  onAdd: (files: StoredFile[]) => void;
  onRemove: (index: number) => void;
}

const s = editorStrings.upload;

/**
 * Upload by drag and drop or the choose button (docs/spec.md §2, §5). Files are kept on this device and
 * referenced from the brief (docs/design.md §25); files of the wrong type, too large or over the limit
 * are named in a message and the rest are still added.
 */
export function FileUpload({
  briefId,
  label,
  itemNoun,
  files,
  kind,
  noun,
  onAdd,
  onRemove,
}: FileUploadProps) {
  const db = useUserDatabase();
  const [messages, setMessages] = useState<Toast[]>([]);
  const [isReading, setReading] = useState(false);
  const labelId = useId();
  // Files accepted but still being read count against the limit, so two quick drops cannot pass it.
  const reading = useRef(0);
  const isFull = !canAddFiles(kind, files.length);

  const offer = async (offered: File[]) => {
    const plan = planUploads(kind, files.length + reading.current, offered);
    setMessages(uploadRejectionMessages(kind, plan.rejected));
    if (plan.accepted.length === 0) return;
    reading.current += plan.accepted.length;
    setReading(true);
    try {
      onAdd(await keepChosenFiles(db, briefId, kind, plan.accepted));
    } catch (error) {
      const message =
        error instanceof StorageFullError
          ? { title: s.unreadable.title, description: error.userMessage }
          : s.unreadable;
      setMessages((m) => [...m, message]);
    } finally {
      reading.current -= plan.accepted.length;
      setReading(reading.current > 0);
    }
  };

  const onDrop = async (items: DropItem[]) => {
    const fileItems = items.filter((item): item is FileDropItem => item.kind === 'file');
    await offer(await Promise.all(fileItems.map((item) => item.getFile())));
  };

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm font-medium text-fg-soft">
        {label}
      </span>
      <DropZone
        aria-label={s.dropZone(noun)}
        getDropOperation={() => (isFull ? 'cancel' : 'copy')}
        onDrop={(event) => void onDrop(event.items)}
        className={({ isDropTarget, isFocusVisible }) =>
          cx(
            'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center',
            isDropTarget ? 'border-accent bg-accent-soft' : 'border-line-strong bg-surface-subtle',
            isFocusVisible && 'outline-2 outline-offset-2 outline-focus',
          )
        }
      >
        <Upload aria-hidden="true" className="size-6 text-fg-subtle" />
        <Text slot="label" className="text-sm text-fg-secondary">
          {s.dropHere(noun)}
        </Text>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={UPLOAD_RULES[kind].accept.split(',')}
          onSelect={(list) => void offer(list ? Array.from(list) : [])}
        >
          <Button variant="outline" size="sm" isDisabled={isFull || isReading}>
            {isReading ? s.reading : s.choose}
          </Button>
        </FileTrigger>
        <p className="text-xs text-fg-muted">{uploadCounterText(kind, files.length)}</p>
      </DropZone>
      <div role="alert" className="flex flex-col gap-1 empty:hidden">
        {messages.map((m) => (
          <p key={m.title} className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
            <strong className="font-semibold">{m.title}.</strong> {m.description ?? ''}
          </p>
        ))}
      </div>
      {files.length > 0 && (
        <ul aria-label={s.uploaded(noun)} className="flex flex-col gap-1.5">
          {files.map((item, index) => {
            const name = uploadItemLabel(item, index, itemNoun);
            return (
              <li
                key={index}
                className="flex items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2"
              >
                {typeof item !== 'string' && isStoredFile(item) ? (
                  <StoredFileSummary item={item} name={name} />
                ) : (
                  <>
                    {uploadItemIsImage(item) ? (
                      <img src={uploadItemData(item)} alt="" className="size-10 rounded object-cover" />
                    ) : (
                      <FileText aria-hidden="true" className="size-10 p-2 text-fg-subtle" />
                    )}
                    <span className="min-w-0 flex-1 truncate text-sm text-fg-soft">{name}</span>
                  </>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={s.remove(name)}
                  onPress={() => onRemove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
