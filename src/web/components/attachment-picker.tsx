import { useId, useRef, useState } from 'react';
import { ACCEPT, MAX_ATTACHMENTS, addFiles, formatBytes } from '#web/lib/attachment-rules';
import { FieldErrors } from '#web/lib/forms/field-errors';

/**
 * Choosing up to 5 files for a ticket message: a labelled file input (keyboard: Tab, then Enter or Space), the chosen
 * files with their size and a Remove button each, and why a file was refused (checked on the client; the server's
 * own refusal comes in `serverErrors`).
 */
export function AttachmentPicker({
  id,
  label = 'Attachments',
  files,
  onFiles,
  serverErrors,
  disabled = false,
}: {
  id?: string;
  label?: string;
  files: readonly File[];
  onFiles(files: File[]): void;
  /** The server's messages about the attachments (422). */
  serverErrors?: readonly string[];
  disabled?: boolean;
}) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-files`;
  const hintId = `${inputId}__hint`;
  const errorId = `${inputId}__error`;
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const errors = [...refused, ...(serverErrors ?? [])];
  const full = files.length >= MAX_ATTACHMENTS;

  return (
    <div className={`field attachments${errors.length ? ' field--invalid' : ''}`}>
      <span className="field__label" id={`${inputId}__label`}>
        {label}
      </span>
      <div className="attachments__choose">
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          className="visually-hidden attachments__input"
          disabled={disabled || full}
          aria-labelledby={`${inputId}__label ${inputId}__button`}
          aria-describedby={[hintId, errors.length ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={errors.length ? true : undefined}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // The same file can be chosen again after a removal.
            event.target.value = '';
            if (!chosen.length) return;
            const next = addFiles(files, chosen);
            setRefused(next.errors);
            onFiles(next.files);
          }}
        />
        <label htmlFor={inputId} id={`${inputId}__button`} className={`btn btn--ghost btn--small attachments__button${disabled || full ? ' is-disabled' : ''}`}>
          {files.length ? 'Add more files' : 'Choose files'}
        </label>
        <span id={hintId} className="field__hint attachments__hint">
          Up to {MAX_ATTACHMENTS} files, 5 MB each: images (jpg, png, gif, bmp, webp), PDF or Word.
        </span>
      </div>
      {files.length ? (
        <ul className="attachments__list" aria-label="Chosen files">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="attachments__item">
              <span className="attachments__name">{file.name}</span>
              <span className="attachments__size">{formatBytes(file.size)}</span>
              <button
                type="button"
                className="attachments__remove"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => {
                  setRefused([]);
                  onFiles(files.filter((_, i) => i !== index));
                  input.current?.focus();
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldErrors id={errorId} errors={errors} alert />
    </div>
  );
}
