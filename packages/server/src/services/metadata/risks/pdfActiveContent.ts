import type { Risk, RiskRule } from './types';

/** JavaScript, automatic actions, launch actions and attachments in a PDF can run or drop code when it is opened. */
export const pdfActiveContent: RiskRule = ({ pdf }) => {
  if (!pdf) return [];
  const risks: Risk[] = [];
  if (pdf.javaScript) {
    risks.push({
      severity: 'high',
      finding: 'Embedded JavaScript in the PDF.',
      advice: 'Do not open it in a reader with JavaScript enabled; flatten or re-print it to a new PDF, or reject it.',
    });
  }
  if (pdf.launch) {
    risks.push({
      severity: 'high',
      finding: "A Launch action that can start programs on the reader's computer.",
      advice: 'Treat the file as hostile: do not open it; rebuild the document from a trusted source.',
    });
  }
  if (pdf.openAction || pdf.additionalActions) {
    risks.push({
      severity: 'medium',
      finding: 'Automatic actions that run when the PDF or its pages are opened (OpenAction/AA).',
      advice:
        'Open it only in a sandboxed viewer with actions disabled, or remove the actions (for example print to a new PDF).',
    });
  }
  if (pdf.embeddedFiles) {
    risks.push({
      severity: 'medium',
      finding: 'Embedded file attachments in the PDF.',
      advice: 'Scan the attachments separately before extracting them, or remove them.',
    });
  }
  if (pdf.encrypted) {
    risks.push({
      severity: 'low',
      finding: 'The PDF is encrypted, so its content could not be fully inspected.',
      advice: 'Ask the sender for an unencrypted copy if its content must be checked.',
    });
  }
  return risks;
};
