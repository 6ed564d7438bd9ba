import fs from 'node:fs';

/**
 * Issue #23: an OFD e-invoice (GB/T 33190) is a ZIP package whose entry file is `OFD.xml` at its
 * root. The first bytes only say "a ZIP" (as a .docx or .xlsx would); this reads the package's
 * central directory and answers whether it names OFD.xml, so only a real OFD is kept as one.
 */
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
/** The end record (22 bytes) plus the longest comment a ZIP may carry. */
const TAIL_MAX = 22 + 0xffff;
const DIRECTORY_MAX = 4 * 1024 * 1024;

export async function isOfdPackage(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, TAIL_MAX);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = tailLength - 22;
    while (end >= 0 && tail.readUInt32LE(end) !== EOCD) end -= 1;
    if (end < 0) return false;
    const entries = tail.readUInt16LE(end + 10);
    const dirSize = tail.readUInt32LE(end + 12);
    const dirOffset = tail.readUInt32LE(end + 16);
    if (dirSize > DIRECTORY_MAX || dirOffset + dirSize > size) return false;
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    let at = 0;
    for (let n = 0; n < entries && at + 46 <= dirSize; n += 1) {
      if (dir.readUInt32LE(at) !== CENTRAL) return false;
      const nameLength = dir.readUInt16LE(at + 28);
      const name = dir.toString('utf8', at + 46, at + 46 + nameLength);
      if (name === 'OFD.xml' || name === '/OFD.xml') return true;
      at += 46 + nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
    return false;
  } finally {
    await handle.close();
  }
}
