/**
 * What a file IS, from its first bytes (magic numbers), never from its name or the type the client declared
 * (docs/decisions/021-support-and-storage.md). A small table of the types the product accepts; anything else is
 * `null`. Kept here rather than a dependency: file-type 22 needs Node 22, and docx needs a look inside the zip.
 */
export interface FileType {
  mime: AcceptedMime;
  /** The canonical extension (the stored name gets it). */
  ext: string;
  /** Other extensions a file of this type is commonly named with. */
  aliases: string[];
  image: boolean;
}

export type AcceptedMime =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/bmp'
  | 'image/webp'
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const startsWith = (bytes: Buffer, magic: number[] | string, at = 0) => {
  const want = typeof magic === 'string' ? Buffer.from(magic, 'latin1') : Buffer.from(magic);
  return bytes.length >= at + want.length && bytes.subarray(at, at + want.length).equals(want);
};

const TYPES: Record<string, FileType> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg', aliases: ['jpeg', 'jpe'], image: true },
  png: { mime: 'image/png', ext: 'png', aliases: [], image: true },
  gif: { mime: 'image/gif', ext: 'gif', aliases: [], image: true },
  bmp: { mime: 'image/bmp', ext: 'bmp', aliases: ['dib'], image: true },
  webp: { mime: 'image/webp', ext: 'webp', aliases: [], image: true },
  pdf: { mime: 'application/pdf', ext: 'pdf', aliases: [], image: false },
  doc: { mime: 'application/msword', ext: 'doc', aliases: ['dot'], image: false },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', aliases: [], image: false },
};

/** BMP has a weak 2-byte magic: also require a known DIB header size and a plausible file size field. */
function isBmp(bytes: Buffer): boolean {
  if (!startsWith(bytes, 'BM') || bytes.length < 26) return false;
  const dibSize = bytes.readUInt32LE(14);
  return [12, 40, 52, 56, 64, 108, 124].includes(dibSize) && bytes.readUInt32LE(10) >= 14 + dibSize;
}

/** Names of the entries of a zip archive, read from its central directory (null when it is not a sound zip). */
export function zipEntryNames(bytes: Buffer): string[] | null {
  // End of central directory: signature PK\5\6, within the last 22 + 65535 (comment) bytes.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The accepted type of these bytes, or null (not one of the product's types, or unrecognisable). */
export function sniffFileType(bytes: Buffer): FileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return TYPES.jpeg!;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png!;
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return TYPES.gif!;
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return TYPES.webp!;
  if (isBmp(bytes)) return TYPES.bmp!;
  if (startsWith(bytes, '%PDF-')) return TYPES.pdf!;
  // OLE2 compound file (Word 97–2003 .doc).
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return TYPES.doc!;
  // Office Open XML: a zip whose entries include [Content_Types].xml and the word/ part.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (names?.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'))) return TYPES.docx!;
  }
  return null;
}

/** The extension a stored or served name must end with for this type (a PNG named receipt.pdf becomes receipt.png). */
export function nameWithType(name: string, type: FileType): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (ext === type.ext || type.aliases.includes(ext)) return name;
  return `${dot > 0 ? name.slice(0, dot) : name}.${type.ext}`;
}

/**
 * A file name safe to keep and to put in a Content-Disposition header: no path, no control, quote or bidirectional
 * override characters (`invoice\u202egnp.exe` would show as `invoiceexe.png`), no leading dots, at most 100
 * characters (keeping the extension); `fallback` when nothing is left.
 */
export function sanitiseFileName(raw: string, fallback: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  let name = base.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f"\\<>|:*?\u200b-\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069\ufeff]/g, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (name.length > 100) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
    name = name.slice(0, 100 - ext.length).trim() + ext;
  }
  return name || fallback;
}
