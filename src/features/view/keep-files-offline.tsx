// "Keep files offline": downloads every file of the brief that is kept in Storage and not on this device
// yet, ahead of a trip (docs/design.md §6). Shown only for briefs with such files.
import { CloudDownload } from 'lucide-react';
import { useRef } from 'react';
import type { Brief } from '../../domain/brief';
import { storedFilesAmong } from '../../components/sync-status';
import { PlainButton } from '../../components/ui/native-button';
import { useOverflowItem } from '../../components/ui/overflow-actions';
import { useSyncEngine } from '../../session';
import { viewStrings } from './strings';

export function KeepFilesOffline({ brief }: { brief: Brief }) {
  const files = storedFilesAmong([...brief.brand.brandDocuments, ...brief.creative.visualStyleFiles]);
  if (files.length === 0) return null;
  return <KeepAction files={files} />;
}

function KeepAction({ files }: { files: ReturnType<typeof storedFilesAmong> }) {
  const engine = useSyncEngine();
  const button = useRef<HTMLButtonElement>(null);
  const label = viewStrings.keepFilesOffline;
  const keep = () => void engine?.downloadFiles(files).catch(() => undefined);
  useOverflowItem({ label, icon: CloudDownload, onAction: keep }, button);
  return (
    <PlainButton ref={button} variant="outline" size="sm" className="px-2" title={label} onPress={keep}>
      <CloudDownload aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </PlainButton>
  );
}
