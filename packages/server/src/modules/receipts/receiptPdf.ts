import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Receipt } from './Receipt';

/** The file name a receipt's PDF is downloaded and mailed under. */
export const receiptPdfFilename = (number: string) => `${number}.pdf`;

/** The receipt as an A4 PDF (pdf-lib, the standard Helvetica fonts: receipts hold ASCII text only). */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${receipt.number}`);
  pdf.setAuthor(receipt.company.name);
  pdf.setCreationDate(new Date(receipt.date));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.16);
  const muted = rgb(0.35, 0.38, 0.42);
  let y = 780;
  const line = (
    text: string,
    options: { size?: number; font?: typeof regular; color?: typeof ink; gap?: number } = {},
  ) => {
    const size = options.size ?? 11;
    page.drawText(text, { x: 56, y, size, font: options.font ?? regular, color: options.color ?? ink });
    y -= options.gap ?? size + 8;
  };
  line(receipt.company.name, { size: 18, font: bold });
  line(`${receipt.company.location}  |  ${receipt.company.website}`, { color: muted, gap: 16 });
  line(`${receipt.company.email}  |  ${receipt.company.phone}`, { color: muted, gap: 40 });
  line('Receipt', { size: 22, font: bold, gap: 30 });
  const rows: [string, string][] = [
    ['Receipt number', receipt.number],
    ['Date', `${receipt.date.slice(0, 10)} ${receipt.date.slice(11, 16)} UTC`],
    ['Received from', `${receipt.payer.name} <${receipt.payer.email}>`],
    ['Method', receipt.method],
    ['Reference', receipt.reference],
    ['Amount credited', `${receipt.amount_usd} USD`],
  ];
  if (receipt.amount_kes) {
    rows.push(['Amount paid', `${receipt.amount_kes} KES`]);
    rows.push(['Exchange rate', `${receipt.kes_per_usd} KES per USD (rate of ${receipt.rate_date})`]);
  }
  for (const [label, value] of rows) {
    page.drawText(label, { x: 56, y, size: 11, font: bold, color: muted });
    page.drawText(value, { x: 200, y, size: 11, font: regular, color: ink });
    y -= 22;
  }
  y -= 20;
  line('Top-up of the prepaid API wallet. Thank you for your payment.', { color: muted });
  return pdf.save();
}
