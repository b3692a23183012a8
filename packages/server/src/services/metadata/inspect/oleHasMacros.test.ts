import { describe, expect, it } from 'vitest';
import { oleHasMacros } from './oleHasMacros';

const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;

/** One 128-byte directory entry: UTF-16LE name, type (1 storage, 2 stream, 5 root), no children. */
function directoryEntry(name: string, type: number): Buffer {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67); // black
  entry.writeUInt32LE(FREE, 68); // left sibling
  entry.writeUInt32LE(FREE, 72); // right sibling
  entry.writeUInt32LE(type === 5 ? 1 : FREE, 76); // child
  entry.writeUInt32LE(END_OF_CHAIN, 116); // start sector
  return entry;
}

/** A minimal valid compound file (v3, 512-byte sectors): header, one FAT sector, one directory sector. */
function compoundFile(streamName: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // sector shift: 512
  header.writeUInt16LE(6, 32); // mini sector shift: 64
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 60); // first mini FAT sector
  header.writeUInt32LE(END_OF_CHAIN, 68); // first DIFAT sector
  header.fill(0xff, 76);
  header.writeUInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 holds the FAT
  fat.writeUInt32LE(END_OF_CHAIN, 4); // sector 1: the directory, one sector
  const directory = Buffer.concat([directoryEntry('Root Entry', 5), directoryEntry(streamName, 2), Buffer.alloc(256)]);
  return Buffer.concat([header, fat, directory]);
}

describe('oleHasMacros', () => {
  it('finds the _VBA_PROJECT stream in a compound file', () => {
    expect(oleHasMacros(compoundFile('_VBA_PROJECT'))).toBe(true);
  });

  it('answers false for a compound file without a VBA project and for the name outside a compound file', () => {
    expect(oleHasMacros(compoundFile('WordDocument'))).toBe(false);
    expect(oleHasMacros(Buffer.concat([Buffer.alloc(8), Buffer.from('_VBA_PROJECT', 'utf16le')]))).toBe(false);
    expect(oleHasMacros(new Uint8Array())).toBe(false);
  });
});
