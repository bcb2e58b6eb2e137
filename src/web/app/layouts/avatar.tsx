import { useState } from 'react';
import { UserIcon } from '#web/components/icons';

/** True when the API's image field holds a usable picture ("N/A" means none). */
export function hasImage(image: string | null | undefined): image is string {
  return !!image && image.trim() !== '' && image.trim().toUpperCase() !== 'N/A';
}

/** The user's picture, or a placeholder icon when there is none or it fails to load. Fixed size: no layout shift. */
export function Avatar({ image, size = 36 }: { image: string | null | undefined; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (hasImage(image) && failed !== image) {
    return (
      <img
        className="avatar"
        src={image}
        alt=""
        width={size}
        height={size}
        decoding="async"
        onError={() => setFailed(image)}
      />
    );
  }
  return (
    <span className="avatar avatar--placeholder" data-testid="avatar-placeholder" aria-hidden="true">
      <UserIcon size={Math.round(size * 0.6)} />
    </span>
  );
}
