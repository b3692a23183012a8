import type { RiskRule } from './types';

const MACRO_PART = /(^|\/)vbaProject\.bin$|(^|\/)macrosheets\//i;

/** VBA macros (and Excel 4 macro sheets) in Office files are a classic way to deliver malware. */
export const officeMacros: RiskRule = ({ zip, oleMacros }) => {
  const part = zip?.find((entry) => MACRO_PART.test(entry.name));
  if (!part && !oleMacros) return [];
  return [
    {
      severity: 'high',
      finding: part ? `Office macros found (${part.name}).` : 'Office macros found (VBA project in the document).',
      advice:
        'Do not enable macros; open it in protected view, or save a macro-free copy (.docx/.xlsx) if its content is needed.',
    },
  ];
};
