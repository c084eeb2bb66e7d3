// Small real files for the upload steps: a valid one-page PDF and a PNG image.
import sharp from 'sharp';

export interface FixtureFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A minimal, valid one-page PDF (with a correct cross-reference table). */
export function pdfFile(name = 'brand-guidelines.pdf'): FixtureFile {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A 160×120 PNG: an indigo field with a lighter square, enough to see in the lightbox. */
export async function pngFile(name = 'moodboard.png'): Promise<FixtureFile> {
  const square = await sharp({
    create: { width: 60, height: 60, channels: 4, background: '#c7d2fe' },
  })
    .png()
    .toBuffer();
  const buffer = await sharp({ create: { width: 160, height: 120, channels: 4, background: '#4f46e5' } })
    .composite([{ input: square, left: 50, top: 30 }])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
