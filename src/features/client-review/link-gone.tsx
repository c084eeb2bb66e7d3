// An expired, revoked or unknown link, or a page that could not reach the server: one message and
// nothing of the brief.
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/document-title';
import { CLIENT_PAGE } from './strings';

export function LinkGone({ reason }: { reason: keyof typeof CLIENT_PAGE.gone }) {
  const { title, text } = CLIENT_PAGE.gone[reason];
  return <Message title={title} text={text} />;
}

export function LinkUnreachable({ onRetry }: { onRetry(): void }) {
  const { title, text, retry } = CLIENT_PAGE.unreachable;
  return (
    <Message title={title} text={text}>
      <Button variant="outline" onPress={onRetry}>
        {retry}
      </Button>
    </Message>
  );
}

function Message({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="grid min-h-screen place-items-center bg-canvas px-4 text-center outline-none"
    >
      <div role="status" className="flex max-w-md flex-col items-center gap-3">
        <h1 className="text-2xl font-semibold text-fg">{title}</h1>
        <p className="text-fg-secondary">{text}</p>
        {children}
      </div>
    </main>
  );
}
