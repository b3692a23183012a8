import { describe, expect, it } from 'vitest';
import type { RiskContext } from './types';
import { findRisks } from './findRisks';

const context = (declaredExtension: string, text: string | Buffer, ext?: string): RiskContext => ({
  tags: [],
  detectedType: ext ? { mime: `application/x-${ext}`, ext } : null,
  declaredExtension,
  bytes: typeof text === 'string' ? Buffer.from(text) : text,
  zip: null,
  pdf: null,
  oleMacros: false,
  lockedArchive: null,
});
const scriptFinding = (kind: string) => ({
  severity: 'high',
  finding: `The file is a script or shortcut that runs code when opened (${kind}).`,
  advice: 'Do not open or run it; read it in a plain text editor, or delete it unless it comes from a trusted source.',
});

/** The start of a Windows shortcut: header size 0x4C and the ShellLink CLSID. */
const LNK = Buffer.concat([Buffer.from('4c0000000114020000000000c000000000000046', 'hex'), Buffer.alloc(56)]);

describe('the executables rule on single scripts and shortcuts', () => {
  it('flags a script or shortcut by its extension', () => {
    for (const ext of ['bat', 'ps1', 'vbs', 'js', 'hta', 'lnk']) {
      expect(findRisks(context(ext, 'x = 1\n'))).toEqual([scriptFinding(`.${ext} file`)]);
    }
  });

  it('flags script content whatever the name, and a shortcut by its header', () => {
    expect(findRisks(context('txt', '@echo off\r\ndel /q C:\\*\r\n'))).toEqual([scriptFinding('batch script')]);
    expect(findRisks(context('', '<html><HTA:APPLICATION id="x"/></html>'))).toEqual([
      scriptFinding('HTML application'),
    ]);
    expect(findRisks(context('log', 'Set s = CreateObject("WScript.Shell")'))).toEqual([
      scriptFinding('Windows Script Host script'),
    ]);
    expect(findRisks(context('md', 'IEX (New-Object Net.WebClient).DownloadString($u)'))).toEqual([
      scriptFinding('PowerShell'),
    ]);
    expect(findRisks(context('pdf', LNK, 'lnk'))).toContainEqual(scriptFinding('Windows shortcut (.lnk)'));
  });

  it('does not flag plain notes, or documents whose text merely mentions a command', () => {
    expect(findRisks(context('txt', 'Shopping: milk, bread. Start the process at 9.'))).toEqual([]);
    expect(findRisks(context('pdf', '%PDF-1.7 Start-Process', 'pdf'))).toEqual([]);
  });
});
