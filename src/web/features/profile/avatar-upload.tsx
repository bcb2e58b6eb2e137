import { useId, useState } from 'react';
import { AlertIcon, UserIcon } from '#web/components/icons';
import { isEnvelope, messageOf } from '#web/lib/api-errors';
import { avatarPayload, useUploadAvatar } from './api';

export const AVATAR_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The contract's wording (uploadAvatar's 422 examples), so the client and the server say the same. */
export const AVATAR_WRONG_TYPE = 'The avatar must be a PNG or JPEG image.';
export const AVATAR_TOO_LARGE = 'The avatar may not be larger than 2 MB.';

/** The client's check of a chosen picture (the server decides by content; this spares a round trip). */
export function checkAvatar(file: File): string | null {
  if (!/\.(png|jpe?g)$/i.test(file.name)) return AVATAR_WRONG_TYPE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE;
  return null;
}

/** True when the API's image field holds a picture ("N/A" means none). */
export const hasPicture = (image: string | null | undefined): image is string =>
  !!image && image.trim() !== '' && image.trim().toUpperCase() !== 'N/A';

/**
 * The profile picture with "Change picture": a PNG or JPEG is sent as soon as it is chosen, with its progress; a
 * refusal (ours or the server's) is said under it. The placeholder shows when there is no picture (N/A) or it fails.
 */
export function AvatarUpload({ image, name }: { image: string; name: string }) {
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const upload = useUploadAvatar();
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const busy = upload.isPending;

  const serverError = upload.isError
    ? (isEnvelope(upload.error) && upload.error.error?.avatar?.[0]) || messageOf(upload.error)
    : null;
  const error = refused ?? serverError;
  const showPicture = hasPicture(image) && broken !== image;

  return (
    <div className="avatar-upload">
      <div className="avatar-upload__picture">
        {showPicture ? (
          <img src={image} alt={`Profile picture of ${name}`} width={112} height={112} onError={() => setBroken(image)} />
        ) : (
          <span className="avatar-upload__placeholder" role="img" aria-label="No profile picture yet">
            <UserIcon size={56} />
          </span>
        )}
      </div>
      <div className="avatar-upload__controls">
        <input
          id={inputId}
          type="file"
          accept={AVATAR_ACCEPT}
          className="visually-hidden avatar-upload__input"
          disabled={busy}
          aria-describedby={statusId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const problem = checkAvatar(file);
            setRefused(problem);
            if (problem) return;
            upload.reset();
            setProgress(0);
            upload.mutate(avatarPayload(file, setProgress), { onSettled: () => setProgress(null) });
          }}
        />
        <label htmlFor={inputId} className={`btn btn--ghost btn--small avatar-upload__button${busy ? ' is-disabled' : ''}`}>
          {busy ? 'Uploading…' : showPicture ? 'Change picture' : 'Upload picture'}
        </label>
        <div id={statusId} className="avatar-upload__status" aria-live="polite">
          {busy && progress !== null ? (
            <>
              <progress max={100} value={Math.round(progress * 100)} aria-label="Upload progress" />
              <span>{Math.round(progress * 100)}%</span>
            </>
          ) : error ? (
            <span className="avatar-upload__error" role="alert">
              <AlertIcon size={16} /> {error}
            </span>
          ) : (
            <span className="avatar-upload__hint">PNG or JPEG (.png, .jpg, .jpeg), up to 2 MB.</span>
          )}
        </div>
      </div>
    </div>
  );
}
