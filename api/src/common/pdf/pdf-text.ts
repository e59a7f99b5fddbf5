import PDFDocument from 'pdfkit';

/**
 * Noto Sans Devanagari, Google Fonts' TTF from npm: Latin, the rupee sign and Devanagari in one font, so a
 * Hindi name or title prints in any document (pdfkit's fontkit shapes its conjuncts and matras).
 */
const FONT_FILE = require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
export const PDF_FONT = 'noto-sans';

/** A new document in the font every document uses; its bytes once it has ended. */
export function newPdf(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(PDF_FONT, FONT_FILE);
  doc.font(PDF_FONT);
  return { doc, bytes };
}

/**
 * Writes runs of text (each in its colour) as one paragraph whose extracted text (pdftotext, copy and
 * paste, screen readers) is the text itself: shaped Devanagari is drawn in visual order (ि before its
 * consonant, the reph after), so the paragraph carries its logical order as /ActualText.
 */
export function writeText(doc: PDFKit.PDFDocument, runs: { text: string; color?: string }[], options: PDFKit.Mixins.TextOptions = {}): void {
  doc.markContent('Span', { actual: runs.map((r) => r.text).join('') });
  runs.forEach((run, i) => {
    if (run.color) doc.fillColor(run.color);
    doc.text(run.text, { ...options, continued: i < runs.length - 1 });
  });
  doc.endMarkedContent();
}
