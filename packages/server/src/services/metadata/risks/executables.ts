import { scriptKind } from '../inspect/scriptKind';
import type { Risk, RiskRule } from './types';

/** Content types that are programs (file-type extensions). */
export const EXECUTABLE_TYPES = new Set(['exe', 'elf', 'macho', 'dex', 'class', 'wasm', 'apk']);
const EXECUTABLE_NAME = /\.(exe|dll|scr|com|bat|cmd|msi|ps1|vbs|js|jse|wsf|hta|jar|sh|elf|app)$/i;

/** Programs, scripts and shortcuts (and archives carrying them) run code on the machine that opens them. */
export const executables: RiskRule = ({ detectedType, declaredExtension, bytes, zip }) => {
  const risks: Risk[] = [];
  const shebang = bytes[0] === 0x23 && bytes[1] === 0x21;
  if ((detectedType && EXECUTABLE_TYPES.has(detectedType.ext)) || shebang) {
    risks.push({
      severity: 'high',
      finding: `The file is an executable program (${detectedType?.mime ?? 'script with #! interpreter line'}).`,
      advice: 'Do not run it; scan it with an antivirus and delete it unless it comes from a trusted source.',
    });
  }
  // Text (no detected type) or a shortcut: a .bat/.ps1/.vbs/.js/.hta/.lnk file, or script commands in the text.
  const textOrShortcut = !detectedType || detectedType.ext === 'lnk';
  const script = risks.length === 0 && textOrShortcut ? scriptKind(bytes, declaredExtension) : null;
  if (script) {
    risks.push({
      severity: 'high',
      finding: `The file is a script or shortcut that runs code when opened (${script}).`,
      advice:
        'Do not open or run it; read it in a plain text editor, or delete it unless it comes from a trusted source.',
    });
  }
  const inside = zip?.filter((entry) => EXECUTABLE_NAME.test(entry.name)) ?? [];
  if (inside.length > 0) {
    risks.push({
      severity: 'medium',
      finding: `The archive contains executable files (${inside
        .slice(0, 3)
        .map((entry) => entry.name)
        .join(', ')}).`,
      advice: 'Do not run the programs inside; scan the archive before extracting it.',
    });
  }
  return risks;
};
