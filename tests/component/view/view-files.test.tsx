import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileItem } from '../../../src/domain/brief.ts';
import { BriefView } from '../../../src/features/view/brief-view.tsx';
import { FIXED_NOW, makeBrief } from '../../fixtures/make-brief.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const PDF = 'data:application/pdf;base64,JVBERi0xLjQ=';

function renderWithFiles(brandDocuments: FileItem[], visualStyleFiles: FileItem[] = []) {
  return render(
    <BriefView
      brief={makeBrief({ brand: { brandDocuments }, creative: { visualStyleFiles } })}
      now={FIXED_NOW}
    />,
  );
}

const documentsList = () => screen.getByText('Brand Documents').closest('div')!.querySelector('ul')!;
const filesGrid = () => screen.getByText('Visual Style Files').closest('div')!.querySelector('ul')!;

describe('Brand Documents and Visual Style Files in the view', { timeout: 20_000 }, () => {
  let open: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    open = vi.fn();
    window.open = open as unknown as typeof window.open;
    // jsdom has no object URLs; the browser gives a blob: URL for the decoded data.
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/file');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it('labels nameless entries "Document {n}" and "File {n}", and named ones by name', () => {
    renderWithFiles(
      ['https://example.com/guide.pdf', { data: PDF, name: 'deck.pdf' }],
      [{ data: PNG, name: '' }, PNG],
    );
    const docs = within(documentsList())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(docs).toEqual(['Document 1Click to download', 'deck.pdfClick to download']);
    expect(within(filesGrid()).getByRole('button', { name: 'Open File 1' })).toBeInTheDocument();
    expect(within(filesGrid()).getByRole('button', { name: 'Open File 2' })).toBeInTheDocument();
  });

  it('shows a 40 px thumbnail for an image document and a generic icon for the others', () => {
    renderWithFiles([
      { data: PNG, name: 'logo.png' },
      { data: PDF, name: 'deck.pdf' },
      'https://example.com/photo.JPG',
    ]);
    const [image, pdf, link] = within(documentsList()).getAllByRole('button');
    const thumbnail = image!.querySelector('img')!;
    expect(thumbnail).toHaveAttribute('src', PNG);
    expect(thumbnail).toHaveAttribute('width', '40');
    expect(within(pdf!).getByTestId('document-icon')).toBeInTheDocument();
    expect(link!.querySelector('img')).toHaveAttribute('src', 'https://example.com/photo.JPG');
  });

  it('replaces a document image that fails to load by the generic document icon', () => {
    renderWithFiles([{ data: PNG, name: 'broken.png' }]);
    const button = within(documentsList()).getByRole('button');
    fireEvent.error(button.querySelector('img')!);
    expect(button.querySelector('img')).toBeNull();
    expect(within(button).getByTestId('document-icon')).toBeInTheDocument();
  });

  it('opens a data document in a new tab through a blob URL, never the data URL itself', async () => {
    const user = userEvent.setup();
    renderWithFiles([{ data: PDF, name: 'deck.pdf' }]);
    await user.click(within(documentsList()).getByRole('button', { name: /deck\.pdf/ }));
    expect(open).toHaveBeenCalledWith('blob:http://localhost/file', '_blank', 'noopener,noreferrer');
  });

  it('opens a link document in a new tab without giving it our window', async () => {
    const user = userEvent.setup();
    renderWithFiles(['https://example.com/guide.pdf']);
    await user.click(within(documentsList()).getByRole('button', { name: /Document 1/ }));
    expect(open).toHaveBeenCalledWith('https://example.com/guide.pdf', '_blank', 'noopener,noreferrer');
  });

  it('never opens a javascript: link', async () => {
    const user = userEvent.setup();
    renderWithFiles(['javascript:alert(1)']);
    await user.click(within(documentsList()).getByRole('button', { name: /Document 1/ }));
    expect(open).not.toHaveBeenCalled();
  });

  it('lays out visual style files in a 2, 3 or 4 column grid', () => {
    renderWithFiles([], [PNG]);
    expect(filesGrid()).toHaveClass('grid-cols-2', 'sm:grid-cols-3', 'lg:grid-cols-4');
  });

  it('replaces a visual style image that fails to load by a placeholder with the file name', () => {
    renderWithFiles([], [{ data: PNG, name: 'mood.png' }]);
    fireEvent.error(filesGrid().querySelector('img')!);
    expect(filesGrid().querySelector('img')).toBeNull();
    expect(within(filesGrid()).getByTestId('image-placeholder')).toBeInTheDocument();
    expect(within(filesGrid()).getByText('mood.png')).toBeInTheDocument();
  });

  it('opens a non-image visual style file in a new tab', async () => {
    const user = userEvent.setup();
    renderWithFiles([], ['https://example.com/board.pdf']);
    await user.click(within(filesGrid()).getByRole('button', { name: /File 1/ }));
    expect(open).toHaveBeenCalledWith('https://example.com/board.pdf', '_blank', 'noopener,noreferrer');
  });

  it('opens images in a zoomable lightbox driven by the keyboard: +/- zoom, arrows move, Escape closes', async () => {
    const user = userEvent.setup();
    renderWithFiles(
      [],
      [
        { data: PNG, name: 'one.png' },
        { data: PDF, name: 'doc.pdf' },
        { data: PNG, name: 'two.png' },
      ],
    );
    within(filesGrid()).getByRole('button', { name: 'Open one.png' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'one.png' });
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    expect(within(dialog).getByText('100%')).toBeInTheDocument();

    await user.keyboard('+');
    expect(within(dialog).getByText('125%')).toBeInTheDocument();
    await user.keyboard('-');
    await user.keyboard('-');
    expect(within(dialog).getByText('75%')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset zoom' }));
    expect(within(dialog).getByText('100%')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'two.png' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'one.png' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('downloads the image from the lightbox under its name', async () => {
    const user = userEvent.setup();
    renderWithFiles([], [{ data: PNG, name: 'one.png' }]);
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    await user.click(within(filesGrid()).getByRole('button', { name: 'Open one.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'one.png' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('one.png');
    expect(clicks[0]!.href).toBe('blob:http://localhost/file');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    click.mockRestore();
  });
});
