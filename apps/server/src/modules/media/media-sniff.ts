import { open } from 'node:fs/promises';

/** Container families we accept, named by the ffmpeg demuxer that must read them. */
export type ContainerDemuxer = 'mov' | 'matroska' | 'avi';

const HEADER_BYTES = 16;
// QuickTime files may start with one of these atoms instead of `ftyp`.
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
// ISO-BMFF brands of still images (HEIF/AVIF): an `ftyp` box alone does not make a video.
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'mif1', 'msf1']);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** Names the container from its first bytes, or undefined when it is not one we accept. */
export function sniffContainer(header: Buffer): ContainerDemuxer | undefined {
  if (header.length < 12) return undefined;
  const atom = header.toString('latin1', 4, 8);
  if (atom === 'ftyp') {
    return IMAGE_BRANDS.has(header.toString('latin1', 8, 12)) ? undefined : 'mov';
  }
  if (QUICKTIME_ATOMS.has(atom)) return 'mov';
  if (header.subarray(0, 4).equals(EBML_MAGIC)) return 'matroska';
  if (header.toString('latin1', 0, 4) === 'RIFF' && header.toString('latin1', 8, 12) === 'AVI ') return 'avi';
  return undefined;
}

/** Reads the first bytes of a local file and sniffs its container. */
export async function sniffFile(localPath: string): Promise<ContainerDemuxer | undefined> {
  const handle = await open(localPath, 'r');
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(header, 0, HEADER_BYTES, 0);
    return sniffContainer(header.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
