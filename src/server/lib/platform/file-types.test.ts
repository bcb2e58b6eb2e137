import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DOCX, GIF, HTML, OLE2_DOC, PDF, PNG_1PX, SCRIPT, XLSX, zip } from '#server/testing/test-files.js';
import { nameWithType, sanitiseFileName, sniffFileType } from './file-types.js';

describe('sniffFileType: the type from the bytes, never the name', () => {
  it('recognises every accepted type', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).webp().toBuffer();
    const bmp = Buffer.alloc(70);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(70, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    const cases: [Buffer, string][] = [
      [jpeg, 'image/jpeg'],
      [PNG_1PX, 'image/png'],
      [GIF, 'image/gif'],
      [bmp, 'image/bmp'],
      [webp, 'image/webp'],
      [PDF, 'application/pdf'],
      [OLE2_DOC, 'application/msword'],
      [DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ];
    for (const [bytes, mime] of cases) expect(sniffFileType(bytes)?.mime, mime).toBe(mime);
  });

  it('refuses everything else: scripts, HTML, SVG, other zips, a bare "BM", empty and truncated headers', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [SCRIPT, HTML, svg, XLSX, zip({ 'word/document.xml': 'x' }), Buffer.from('BM hello there, this is text not a bitmap'), Buffer.alloc(0), PNG_1PX.subarray(0, 4), Buffer.from('%PD')]) {
      expect(sniffFileType(bytes)).toBeNull();
    }
  });
});

describe('names', () => {
  it('the extension follows the content: a PNG named receipt.pdf becomes receipt.png; aliases are kept', () => {
    expect(nameWithType('receipt.pdf', sniffFileType(PNG_1PX)!)).toBe('receipt.png');
    expect(nameWithType('photo.JPEG', { mime: 'image/jpeg', ext: 'jpg', aliases: ['jpeg'], image: true })).toBe('photo.JPEG');
    expect(nameWithType('noext', sniffFileType(PDF)!)).toBe('noext.pdf');
  });

  it('sanitises: no path, controls, quotes or leading dots; 100 characters at most, extension kept; fallback', () => {
    expect(sanitiseFileName('C:\\Users\\ada\\..\\evil".png', 'f')).toBe('evil.png');
    expect(sanitiseFileName('../../etc/passwd', 'f')).toBe('passwd');
    expect(sanitiseFileName('a\u0000b\r\nc.png', 'f')).toBe('abc.png');
    expect(sanitiseFileName('invoice\u202egnp.exe', 'f')).toBe('invoicegnp.exe');
    expect(sanitiseFileName('...hidden', 'f')).toBe('hidden');
    expect(sanitiseFileName('', 'attachment-1')).toBe('attachment-1');
    const long = sanitiseFileName(`${'x'.repeat(300)}.docx`, 'f');
    expect(long).toHaveLength(100);
    expect(long.endsWith('.docx')).toBe(true);
  });
});
