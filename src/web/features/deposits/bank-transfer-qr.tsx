import { QRCodeSVG } from 'qrcode.react';

/** The account details as a QR code (a lazy chunk of its own: qrcode.react stays out of the pages' bundles). */
export default function BankTransferQr({ value, label }: { value: string; label: string }) {
  return <QRCodeSVG value={value} size={148} level="M" marginSize={2} title={label} />;
}
