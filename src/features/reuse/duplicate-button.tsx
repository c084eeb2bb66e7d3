import { Copy } from 'lucide-react';
import { useState } from 'react';
import { ToolbarButton } from '../../components/ui/toolbar-button';
import { REUSE } from './strings';
import { useDuplicate } from './use-duplicate';

/** "Duplicate" in the brief view: a copy of this brief, opened in the editor. */
export function DuplicateButton({ briefId }: { briefId: string }) {
  const duplicate = useDuplicate();
  const [busy, setBusy] = useState(false);
  return (
    <ToolbarButton
      icon={Copy}
      label={REUSE.duplicate}
      isDisabled={busy}
      onPress={() => {
        setBusy(true);
        void duplicate(briefId).finally(() => setBusy(false));
      }}
    />
  );
}
