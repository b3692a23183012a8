import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXIFTOOL_INFLATE_BYTES } from '../bounds/limits';

/**
 * ExifTool's configuration file (Perl, loaded with `-config`). ExifTool has no option of its own that bounds what it
 * inflates: every reader (PNG zTXt/iTXt/iCCP, PDF streams, QuickTime, fonts, MIE, DNG, PostScript) calls
 * Compress::Zlib::inflateInit and inflates a block whole. This replaces that constructor with one that inflates in
 * 64 KB steps and fails (as a corrupt block, which ExifTool reports as a warning and skips) once the file's blocks
 * together pass EXIFTOOL_INFLATE_BYTES; the budget starts again with each file ExifTool reads.
 */
export const EXIFTOOL_CONFIG = `
package CSI::CappedInflate;
use strict;
use Compress::Zlib ();
use Compress::Raw::Zlib qw(Z_OK Z_BUF_ERROR Z_STREAM_END Z_DATA_ERROR MAX_WBITS);
our $LIMIT = ${EXIFTOOL_INFLATE_BYTES};
our $left = $LIMIT;
our $depth = 0;
sub new {
    my ($raw) = Compress::Raw::Zlib::Inflate->new(
        -WindowBits => MAX_WBITS, -Bufsize => 65536, -LimitOutput => 1, -ConsumeInput => 1, -AppendOutput => 1);
    return $raw ? bless({ raw => $raw }, shift) : undef;
}
sub inflate {
    my ($self, $input) = @_;
    my $data = ref $input ? $$input : $input;
    my $out = '';
    my $status;
    for (;;) {
        my $before = length $out;
        $status = $self->{raw}->inflate($data, $out);
        $left -= length($out) - $before;
        return wantarray ? (undef, Z_DATA_ERROR) : undef if $left < 0;
        last if $status == Z_STREAM_END or ($status != Z_OK and $status != Z_BUF_ERROR);
        last if length($data) == 0 and length($out) == $before;
    }
    return wantarray ? ($out, $status) : $out;
}
{
    no warnings 'redefine';
    *Compress::Zlib::inflateInit = sub { CSI::CappedInflate->new };
    my $extract = \\&Image::ExifTool::ExtractInfo;
    *Image::ExifTool::ExtractInfo = sub {
        local $depth = $depth + 1;
        $left = $LIMIT if $depth == 1;
        return &$extract;
    };
}
1;
`;

/** Writes EXIFTOOL_CONFIG to a private temporary folder; answers its path and the function that removes it. */
export async function writeExiftoolConfig(): Promise<{ file: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'csi-exiftool-'));
  const file = path.join(folder, 'limits.config');
  await writeFile(file, EXIFTOOL_CONFIG, { mode: 0o600 });
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}
