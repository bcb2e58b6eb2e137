/**
 * The client-side checks of ticket attachments (issue 12): at most 5 files per message, 5 MB each, images (jpg, jpeg,
 * png, gif, bmp, webp), PDF, DOC and DOCX. They spare the customer a round trip with a clear message; the server still
 * decides (it checks the content, not the name).
 */

export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** Images a browser can show (product-spec §5: "Previewable image types"). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
const ALLOWED = new Set<string>([...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS]);

/** The file picker's `accept`: extensions and their media types. */
export const ACCEPT = [
  ...[...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS].map((ext) => `.${ext}`),
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

export const TOO_MANY = `You may attach at most ${MAX_ATTACHMENTS} files`;
export const tooLarge = (name: string) => `${name} is larger than 5 MB.`;
export const wrongType = (name: string) =>
  `${name} cannot be attached: choose an image (jpg, jpeg, png, gif, bmp, webp), a PDF or a Word document (doc, docx).`;
export const emptyFile = (name: string) => `${name} is empty.`;

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The outcome of adding files to those already chosen: what is kept and why the others were refused. */
export interface FileCheck {
  files: File[];
  errors: string[];
}

/**
 * Adds `added` to `current` (in order), refusing a file of another type, an empty one, one over 5 MB, the same file
 * twice, and any beyond the fifth.
 */
export function addFiles(current: readonly File[], added: readonly File[]): FileCheck {
  const files = [...current];
  const errors: string[] = [];
  let overflow = false;
  for (const file of added) {
    if (!ALLOWED.has(extensionOf(file.name))) errors.push(wrongType(file.name));
    else if (file.size === 0) errors.push(emptyFile(file.name));
    else if (file.size > MAX_ATTACHMENT_BYTES) errors.push(tooLarge(file.name));
    else if (files.some((f) => f.name === file.name && f.size === file.size && f.lastModified === file.lastModified)) continue;
    else if (files.length >= MAX_ATTACHMENTS) overflow = true;
    else files.push(file);
  }
  if (overflow) errors.push(TOO_MANY);
  return { files, errors };
}

/** "1.2 MB", "340 KB", "12 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** True for a media type or a file name of a previewable image. */
export function isImage(mediaTypeOrName: string | null | undefined): boolean {
  if (!mediaTypeOrName) return false;
  const value = mediaTypeOrName.toLowerCase();
  if (value.startsWith('image/')) return /^image\/(jpeg|jpg|png|gif|bmp|webp)\b/.test(value);
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(value.split(/[?#]/)[0] ?? ''));
}
