import { createHash } from 'node:crypto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localFile } from '../../../src/data/file-reads.ts';
import { openUserDatabase, type BriefsmithDB } from '../../../src/data/db.ts';
import type { FileItem } from '../../../src/domain/brief.ts';
import type { UploadKind } from '../../../src/domain/uploads.ts';
import { FileUpload } from '../../../src/features/editor/fields/file-upload.tsx';
import { UserDataContextProvider } from '../../../src/session/index.ts';

const briefId = crypto.randomUUID();
let db: BriefsmithDB;
beforeEach(() => {
  db = openUserDatabase(crypto.randomUUID());
});

function Harness({ kind, initial = [] }: { kind: UploadKind; initial?: FileItem[] }) {
  const [files, setFiles] = useState<FileItem[]>(initial);
  return (
    <UserDataContextProvider
      value={{
        userId: db.name,
        email: 'me@example.com',
        db,
        repositoryContext: { userId: db.name },
        engine: null,
      }}
    >
      <FileUpload
        briefId={briefId}
        label={kind === 'brandDocuments' ? 'Brand Documents' : 'Visual Style Files'}
        itemNoun={kind === 'brandDocuments' ? 'Document' : 'File'}
        noun={kind === 'brandDocuments' ? 'brand documents' : 'visual style references'}
        kind={kind}
        files={files}
        onAdd={(added) => setFiles((f) => [...f, ...added])}
        onRemove={(index) => setFiles((f) => f.filter((_, i) => i !== index))}
      />
      <output data-testid="files">{JSON.stringify(files)}</output>
    </UserDataContextProvider>
  );
}

const stored = () => JSON.parse(screen.getByTestId('files').textContent ?? '[]') as FileItem[];
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const docs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    data: 'data:application/pdf;base64,JVBE',
    name: `doc${i + 1}.pdf`,
  }));

describe('File uploads', { timeout: 20_000 }, () => {
  it('keeps chosen files on the device, waiting to upload, and the brief refers to them, with the counter', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness kind="brandDocuments" />);
    expect(screen.getByText('0/20 files uploaded')).toBeInTheDocument();
    await user.upload(fileInput(container), [pdf('brief.pdf'), pdf('deck.pdf')]);
    await waitFor(() => expect(stored()).toHaveLength(2));
    const sha256 = createHash('sha256').update('%PDF-1.4').digest('hex');
    const id = expect.stringMatching(/^[0-9a-f-]{36}$/);
    expect(stored()[0]).toEqual({
      name: 'brief.pdf',
      file: { id, path: expect.stringMatching(`^${briefId}/`), size: 8, type: 'application/pdf', sha256 },
    });
    expect(JSON.stringify(stored())).not.toContain('data:');
    const [first, second] = stored() as { file: { id: string; path: string } }[];
    expect(first!.file.path).toBe(`${briefId}/${first!.file.id}`);
    expect(first!.file.id).not.toBe(second!.file.id);
    const kept = await localFile(db, first!.file.id);
    expect(kept).toMatchObject({
      briefId,
      name: 'brief.pdf',
      size: 8,
      upload: 'pending',
      sentBytes: 0,
      sha256,
    });
    expect(kept?.blob).toBeDefined();
    expect(screen.getByText('2/20 files uploaded')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Uploaded brand documents' })).toHaveTextContent('brief.pdf');
  });

  it("accepts the spec's document types only, and says which file was refused", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<Harness kind="brandDocuments" />);
    expect(fileInput(container)).toHaveAttribute('accept', '.pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx');
    await user.upload(fileInput(container), [
      pdf('ok.pdf'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    await waitFor(() => expect(stored()).toHaveLength(1));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('File type not supported');
    expect(alert).toHaveTextContent('notes.txt not added');
  });

  it('accepts images only as visual style references', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<Harness kind="visualStyleFiles" />);
    expect(fileInput(container)).toHaveAttribute('accept', 'image/*');
    await user.upload(fileInput(container), [png('mood.png'), pdf('brief.pdf')]);
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent('brief.pdf not added');
    expect(screen.getByText('1/10 files uploaded')).toBeInTheDocument();
  });

  it('refuses a file that is too large and keeps the others', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness kind="brandDocuments" />);
    const huge = pdf('huge.pdf');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    await user.upload(fileInput(container), [huge, pdf('small.pdf')]);
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent('File too large');
    expect(screen.getByRole('alert')).toHaveTextContent('Each file can be at most 50 MB.');
    expect(screen.getByRole('alert')).toHaveTextContent('huge.pdf not added');
  });

  it('adds files up to the maximum of 20, names the rest, then disables the choose button', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness kind="brandDocuments" initial={docs(19)} />);
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeEnabled();
    await user.upload(fileInput(container), [pdf('twentieth.pdf'), pdf('extra.pdf')]);
    await waitFor(() => expect(stored()).toHaveLength(20));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many files');
    expect(screen.getByRole('alert')).toHaveTextContent('extra.pdf not added');
    expect(screen.getByText('20/20 files uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
  });

  it('allows at most 10 visual style references', () => {
    const images = Array.from({ length: 10 }, (_, i) => ({
      data: 'data:image/png;base64,iVBO',
      name: `${i}.png`,
    }));
    render(<Harness kind="visualStyleFiles" initial={images} />);
    expect(screen.getByText('10/10 files uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
  });

  it('removes an uploaded file, and a nameless one is called "Document {n}"', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        kind="brandDocuments"
        initial={['https://example.com/a.pdf', { data: 'data:,x', name: 'b.pdf' }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Document 1' }));
    expect(stored()).toEqual([{ data: 'data:,x', name: 'b.pdf' }]);
  });

  it('takes files dropped on the drop zone', async () => {
    render(<Harness kind="brandDocuments" />);
    drop(pdf('dropped.pdf'));
    await waitFor(() =>
      expect(stored()).toEqual([{ name: 'dropped.pdf', file: expect.objectContaining({ size: 8 }) }]),
    );
  });

  it('never passes the maximum when files are dropped while others are still being read', async () => {
    render(<Harness kind="brandDocuments" initial={docs(19)} />);
    drop(pdf('first.pdf'));
    drop(pdf('second.pdf'));
    await waitFor(() => expect(screen.getByText('20/20 files uploaded')).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('second.pdf not added');
    expect(stored()).toHaveLength(20);
  });
});

/** A native drop of one file on the drop zone, as a browser dispatches it. */
function drop(file: File) {
  const zone = screen.getByText(/Drag and drop brand documents here/).parentElement!;
  const dataTransfer = {
    items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
    types: ['Files'],
    files: [file],
    effectAllowed: 'all',
    dropEffect: 'none',
  };
  fireEvent.dragEnter(zone, { dataTransfer });
  fireEvent.dragOver(zone, { dataTransfer });
  fireEvent.drop(zone, { dataTransfer });
  fireEvent.dragLeave(zone, { dataTransfer });
}
