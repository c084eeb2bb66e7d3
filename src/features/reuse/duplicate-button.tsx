import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { REUSE } from './strings';
import { useDuplicate } from './use-duplicate';

/** "Duplicate" in the brief view: a copy of this brief, opened in the editor. */
export function DuplicateButton({ briefId }: { briefId: string }) {
  const duplicate = useDuplicate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      isDisabled={busy}
      onPress={() => {
        setBusy(true);
        void duplicate(briefId).finally(() => setBusy(false));
      }}
    >
      <Copy aria-hidden="true" className="hidden sm:block" />
      {REUSE.duplicate}
    </Button>
  );
}
