import { describe, expect, it } from 'vitest';
import { archiveEncryption } from './archiveEncryption';

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');

/** A 7z file: signature header pointing at `header` right after it. */
function sevenZip(header: Buffer): Buffer {
  const start = Buffer.alloc(32);
  hex('377abcaf271c 0004').copy(start, 0);
  start.writeBigUInt64LE(0n, 12);
  start.writeBigUInt64LE(BigInt(header.length), 20);
  return Buffer.concat([start, header]);
}

/** A RAR5 block: CRC32 (unchecked), header size, header. */
const rar5Block = (header: Buffer) => Buffer.concat([Buffer.alloc(4), Buffer.from([header.length]), header]);
const RAR5 = hex('526172211a070100');
const RAR5_MAIN = rar5Block(hex('01 00 00'));
/** A RAR5 file header (type 2, extra area + data) named a.txt, with `extra` as its extra area, then 5 data bytes. */
function rar5File(extra: Buffer): Buffer {
  const fields = Buffer.concat([hex('00 05 20 00 00 05'), Buffer.from('a.txt')]);
  const header = Buffer.concat([hex('02 03'), Buffer.from([extra.length, 5]), fields, extra]);
  return Buffer.concat([rar5Block(header), Buffer.alloc(5)]);
}
/** A file encryption record: type 0x01, version, flags, KDF count, salt and IV. */
const ENCRYPTION_RECORD = Buffer.concat([hex('24 01 00 00 0f'), Buffer.alloc(32, 7)]);
/** A file time record (type 0x03), which is no encryption. */
const TIME_RECORD = hex('06 03 02 00 00 00 00');

/** A RAR4 block: CRC16, type, flags, size, then `rest`. */
function rar4Block(type: number, flags: number, rest: Buffer): Buffer {
  const head = Buffer.alloc(7);
  head.writeUInt8(type, 2);
  head.writeUInt16LE(flags, 3);
  head.writeUInt16LE(7 + rest.length, 5);
  return Buffer.concat([head, rest]);
}
const RAR4 = hex('526172211a0700');
const rar4File = (flags: number) => {
  const rest = Buffer.alloc(25 + 5);
  rest.writeUInt32LE(3, 0); // packed size
  rest.writeUInt16LE(5, 19); // name size
  rest.write('a.txt', 25);
  return Buffer.concat([rar4Block(0x74, 0x8000 | flags, rest), Buffer.alloc(3)]);
};

describe('archiveEncryption', () => {
  it('finds the 7z AES coder (06F10701) in a plain header and in an encrypted (kEncodedHeader) header', () => {
    const plain = hex('01 04 06 00 01 09 10 00 07 0b 01 00 02 24 06f10701 02 aabb 23 030101 05 5d00100000');
    const encoded = hex('17 06 00 01 09 30 00 07 0b 01 00 01 24 06f10701 0a 13 00 01 02 03 04 05 06 07 08 09');
    expect(archiveEncryption(sevenZip(plain))).toEqual({ format: '7z', headersEncrypted: false });
    expect(archiveEncryption(sevenZip(encoded))).toEqual({ format: '7z', headersEncrypted: false });
  });

  it('does not flag a 7z archive without the AES coder, or with its bytes outside a coder id', () => {
    const lzmaOnly = hex('17 06 00 01 09 30 00 07 0b 01 00 01 23 030101 05 5d00100000 0c 30 00');
    const stray = hex('01 04 06 00 01 09 10 00 07 0b 01 00 01 23 030101 05 0006f10701');
    expect(archiveEncryption(sevenZip(lzmaOnly))).toBeNull();
    expect(archiveEncryption(sevenZip(stray))).toBeNull();
  });

  it('finds RAR5 header encryption (type 4) and an encrypted RAR5 entry (encryption record)', () => {
    const headers = Buffer.concat([RAR5, rar5Block(Buffer.concat([hex('04 00 00 00 0f'), Buffer.alloc(16)]))]);
    const entry = Buffer.concat([RAR5, RAR5_MAIN, rar5File(TIME_RECORD), rar5File(ENCRYPTION_RECORD)]);
    expect(archiveEncryption(headers)).toEqual({ format: 'RAR', headersEncrypted: true });
    expect(archiveEncryption(entry)).toEqual({ format: 'RAR', headersEncrypted: false });
    expect(archiveEncryption(Buffer.concat([RAR5, RAR5_MAIN, rar5File(TIME_RECORD)]))).toBeNull();
  });

  it('finds the RAR4 MHD_PASSWORD and LHD_PASSWORD flags', () => {
    const main = (flags: number) => rar4Block(0x73, flags, Buffer.alloc(6));
    expect(archiveEncryption(Buffer.concat([RAR4, main(0x0080)]))).toEqual({ format: 'RAR', headersEncrypted: true });
    expect(archiveEncryption(Buffer.concat([RAR4, main(0), rar4File(0), rar4File(0x0004)]))).toEqual({
      format: 'RAR',
      headersEncrypted: false,
    });
    expect(archiveEncryption(Buffer.concat([RAR4, main(0), rar4File(0)]))).toBeNull();
  });

  it('answers null for truncated or foreign bytes without throwing', () => {
    expect(archiveEncryption(hex('377abcaf271c'))).toBeNull();
    expect(archiveEncryption(Buffer.concat([RAR5, hex('00000000 ff ff ff')]))).toBeNull();
    expect(archiveEncryption(Buffer.concat([RAR4, hex('0000 74 0480')]))).toBeNull();
    expect(archiveEncryption(Buffer.from('just text'))).toBeNull();
  });
});
