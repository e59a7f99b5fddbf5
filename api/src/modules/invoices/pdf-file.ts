import { StreamableFile } from '@nestjs/common';

/** A PDF shown in the browser (inline), named after the document. */
export function pdfFile({ file, filename }: { file: Buffer; filename: string }): StreamableFile {
  return new StreamableFile(file, { type: 'application/pdf', disposition: `inline; filename="${filename}"`, length: file.length });
}
