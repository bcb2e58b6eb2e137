// The Terms & Conditions and Privacy Policy as PDFs, generated at build time (buildWeb) from the SAME text module
// the pages render: src/web/features/public/legal-text.ts (bundled on the fly with esbuild).
//
//   node scripts/legal-pdf.mjs [outDir]     (default dist/web/downloads)
import { mkdir } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import PDFDocument from 'pdfkit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const COLORS = { brand900: '#072d45', brand700: '#0b6670', accent: '#ffb547', text: '#10202e', muted: '#475a6b', line: '#d6e0e7' };

/** Loads legal-text.ts (and company.ts, which it imports) as a module. */
export async function loadLegalText() {
  const result = await build({
    entryPoints: [path.join(root, 'src/web/features/public/legal-text.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

function drawLogo(doc, x, y, size) {
  const s = size / 32;
  doc.save();
  doc.roundedRect(x + 2 * s, y + 2 * s, 28 * s, 28 * s, 8 * s).fill('#0b6670');
  doc.circle(x + 16 * s, y + 17.5 * s, 7.5 * s).lineWidth(2.4 * s).stroke('#ffffff');
  doc
    .moveTo(x + 10.5 * s, y + 18.5 * s)
    .bezierCurveTo(x + 12.5 * s, y + 20.1 * s, x + 14.1 * s, y + 20.1 * s, x + 16 * s, y + 18.5 * s)
    .bezierCurveTo(x + 17.9 * s, y + 16.9 * s, x + 19.5 * s, y + 16.9 * s, x + 21.5 * s, y + 18.5 * s)
    .lineWidth(2.2 * s)
    .lineCap('round')
    .stroke(COLORS.accent);
  doc.circle(x + 9 * s, y + 7.5 * s, 1.3 * s).fill('#ffffff');
  doc.circle(x + 13 * s, y + 7.5 * s, 1.3 * s).fill('#ffffff');
  doc.restore();
}

/** Writes one legal document to `file`; resolves when the file is complete. */
export function writeLegalPdf(legal, company, file) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 60, right: 60 },
    bufferPages: true,
    info: {
      Title: `${company.name} ${legal.title}`,
      Author: company.name,
      Subject: legal.title,
      Keywords: 'e-laundry, laundry card, legal',
    },
    lang: 'en-GB',
    displayTitle: true,
  });
  const done = new Promise((resolve, reject) => {
    const out = createWriteStream(file);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;

  // Title band
  doc.rect(0, 0, doc.page.width, 150).fill(COLORS.brand900);
  drawLogo(doc, left, 36, 34);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#ffffff').text(company.name, left + 44, 43, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(26).fillColor('#ffffff').text(legal.title, left, 88, { width });
  if (legal.dateLine) doc.font('Helvetica').fontSize(11).fillColor('#ffd08a').text(legal.dateLine, left, 122, { width });
  doc.y = 180;
  doc.x = left;

  const para = (text) => {
    doc.font('Helvetica').fontSize(10.5).fillColor(COLORS.text).text(text, left, doc.y, { width, lineGap: 3 });
    doc.moveDown(0.7);
  };
  for (const text of legal.intro) para(text);

  for (const section of legal.sections) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.brand700).text(section.heading, left, doc.y, { width });
    doc.moveDown(0.35);
    for (const block of section.blocks) {
      if (block.kind === 'p') {
        para(block.text);
      } else {
        doc.font('Helvetica').fontSize(10.5).fillColor(COLORS.text);
        doc.list(block.items, left + 4, doc.y, {
          width: width - 4,
          lineGap: 3,
          bulletRadius: 2,
          bulletIndent: 0,
          textIndent: 14,
          paragraphGap: 3,
        });
        doc.moveDown(0.7);
      }
    }
  }

  // Contact block
  if (doc.y > doc.page.height - doc.page.margins.bottom - 120) doc.addPage();
  doc.moveDown(0.6);
  const top = doc.y;
  const lines = [company.addressLine, `E-mail: ${company.supportEmail}`, `Phone: ${company.phone} (24/7)`, `Office hours: ${company.officeHours}`];
  const boxHeight = 30 + lines.length * 16;
  doc.roundedRect(left, top, width, boxHeight, 8).fill('#e9f6f7');
  doc.font('Helvetica-Bold').fontSize(11.5).fillColor(COLORS.brand900).text(`Contact ${company.name}`, left + 16, top + 12, { width: width - 32 });
  let y = top + 30;
  for (const line of lines) {
    doc.font('Helvetica').fontSize(10.5).fillColor(COLORS.text).text(line, left + 16, y, { width: width - 32 });
    y += 16;
  }

  // Footer on every page
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const fy = doc.page.height - 40;
    doc.moveTo(left, fy - 8).lineTo(left + width, fy - 8).lineWidth(0.5).stroke(COLORS.line);
    doc.font('Helvetica').fontSize(8.5).fillColor(COLORS.muted);
    doc.text(`${company.name} - ${legal.title}`, left, fy, { width: width / 2, lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, left + width / 2, fy, { width: width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** Both PDFs into `outDir`; returns their paths. */
export async function writeLegalPdfs({ outDir = path.join(root, 'dist/web/downloads') } = {}) {
  const { TERMS, PRIVACY } = await loadLegalText();
  const { company } = await build({
    entryPoints: [path.join(root, 'src/shared/company.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'warning',
  }).then((r) => import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].text).toString('base64')}`));
  await mkdir(outDir, { recursive: true });
  const files = [];
  for (const legal of [TERMS, PRIVACY]) {
    const file = path.join(outDir, legal.pdf.file);
    await writeLegalPdf(legal, company, file);
    files.push(file);
  }
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = await writeLegalPdfs(process.argv[2] ? { outDir: path.resolve(process.argv[2]) } : {});
  console.log(files.join('\n'));
}
