/** Extensions Windows runs as scripts or follows as shortcuts when the file is opened. */
const SCRIPT_EXTENSIONS = new Set(['bat', 'cmd', 'ps1', 'psm1', 'vbs', 'vbe', 'js', 'jse', 'wsf', 'wsh', 'hta', 'lnk']);

/** A Windows shortcut: header size 0x4C and the ShellLink CLSID 00021401-0000-0000-C000-000000000046. */
const LNK_HEADER = Buffer.from('4c0000000114020000000000c000000000000046', 'hex');

/** Content that only scripts carry, looked for in the first 4 KB of text. */
const SCRIPT_CONTENT: Array<[RegExp, string]> = [
  [/^\s*@echo\s+off\b/i, 'batch script'],
  [/<hta:application\b/i, 'HTML application'],
  [/\bWScript\.(Shell|CreateObject)\b|CreateObject\s*\(\s*"WScript\./i, 'Windows Script Host script'],
  [/\bnew\s+ActiveXObject\s*\(/i, 'JScript'],
  [/\b(Invoke-Expression|Invoke-WebRequest|Set-ExecutionPolicy|Start-Process|DownloadString)\b/i, 'PowerShell'],
];
const SNIFF_BYTES = 4096;

/**
 * What kind of script or shortcut a file is: by its declared extension (.bat, .ps1, .vbs, .js, .hta, .lnk, ...),
 * by a shortcut header, or by script commands in its text; null when it is none.
 */
export function scriptKind(bytes: Uint8Array, declaredExtension: string): string | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (view.subarray(0, LNK_HEADER.length).equals(LNK_HEADER)) return 'Windows shortcut (.lnk)';
  if (SCRIPT_EXTENSIONS.has(declaredExtension)) return `.${declaredExtension} file`;
  const text = view.toString('latin1', 0, Math.min(view.length, SNIFF_BYTES));
  return SCRIPT_CONTENT.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
