import { ART } from './art';

/** The Android and iPhone store badges (the apps are not out yet: the badges say "coming soon"). */
export function AppBadges({ className }: { className: string }) {
  return (
    <ul className={className} aria-label="Mobile apps (coming soon)">
      <li>
        <img src={ART.appAndroid} width={168} height={52} loading="lazy" decoding="async" alt="Android app: coming soon" />
      </li>
      <li>
        <img src={ART.appIos} width={168} height={52} loading="lazy" decoding="async" alt="iPhone (iOS) app: coming soon" />
      </li>
    </ul>
  );
}
