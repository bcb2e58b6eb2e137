/** How much of a message's files has been sent (shown under the button while a message with files is sent). */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <p className="upload-progress" role="status">
      <progress max={100} value={percent} aria-label="Files sent" />
      <span>{percent < 100 ? `Sending files… ${percent}%` : 'Files sent, waiting for the answer…'}</span>
    </p>
  );
}
