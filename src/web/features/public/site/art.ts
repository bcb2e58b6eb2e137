/**
 * URLs of the site's original artwork (src/web/features/public/art/*.svg, drawn for e-laundry; world-map.svg is a
 * dot grid generated from rough continent outlines). Vite emits each as a fingerprinted file under /assets; one
 * module for all of them keeps the pages from splitting into one tiny chunk per shared image.
 */
import aboutCampus from './art/about-campus.svg';
import appAndroid from './art/app-android.svg';
import appIos from './art/app-ios.svg';
import heroCard from './art/hero-card.svg';
import heroEco from './art/hero-eco.svg';
import heroHub from './art/hero-hub.svg';
import heroSupport from './art/hero-support.svg';
import mapPreview from './art/map-preview.svg';
import payWithCard from './art/pay-with-card.svg';
import perfBanner from './art/perf-banner.svg';
import worldMap from './art/world-map.svg';

export const ART = {
  aboutCampus,
  appAndroid,
  appIos,
  heroCard,
  heroEco,
  heroHub,
  heroSupport,
  mapPreview,
  payWithCard,
  perfBanner,
  worldMap,
} as const;
