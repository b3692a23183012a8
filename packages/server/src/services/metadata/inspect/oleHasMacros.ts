const CFB_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
/** Every VBA project holds a `_VBA_PROJECT` stream; its name is UTF-16LE in the compound file's directory. */
const VBA_PROJECT = Buffer.from('_VBA_PROJECT', 'utf16le');

/** True when a legacy Office compound file (.doc, .xls, .ppt) holds a VBA project. */
export function oleHasMacros(bytes: Uint8Array): boolean {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (!view.subarray(0, 8).equals(CFB_SIGNATURE)) return false;
  return view.includes(VBA_PROJECT);
}
