// Icons are Bootstrap Icons (MIT) inlined at build time: no icon font, only the icons we use.
import menuSvg from 'bootstrap-icons/icons/list.svg?raw';
import closeSvg from 'bootstrap-icons/icons/x-lg.svg?raw';
import searchSvg from 'bootstrap-icons/icons/search.svg?raw';
import sunSvg from 'bootstrap-icons/icons/sun.svg?raw';
import moonSvg from 'bootstrap-icons/icons/moon-stars.svg?raw';
import autoSvg from 'bootstrap-icons/icons/circle-half.svg?raw';
import customizeSvg from 'bootstrap-icons/icons/sliders.svg?raw';
import chevronDownSvg from 'bootstrap-icons/icons/chevron-down.svg?raw';
import chevronStartSvg from 'bootstrap-icons/icons/chevron-left.svg?raw';
import chevronEndSvg from 'bootstrap-icons/icons/chevron-right.svg?raw';
import arrowUpSvg from 'bootstrap-icons/icons/arrow-up.svg?raw';
import shieldSvg from 'bootstrap-icons/icons/shield-fill.svg?raw';
import gavelSvg from 'bootstrap-icons/icons/hammer.svg?raw';
import filmSvg from 'bootstrap-icons/icons/film.svg?raw';
import chartSvg from 'bootstrap-icons/icons/bar-chart-line.svg?raw';
import logoutSvg from 'bootstrap-icons/icons/box-arrow-right.svg?raw';
import externalSvg from 'bootstrap-icons/icons/box-arrow-up-right.svg?raw';
import languageSvg from 'bootstrap-icons/icons/translate.svg?raw';
import instagramSvg from 'bootstrap-icons/icons/instagram.svg?raw';
import youtubeSvg from 'bootstrap-icons/icons/youtube.svg?raw';
import xSvg from 'bootstrap-icons/icons/twitter-x.svg?raw';
import facebookSvg from 'bootstrap-icons/icons/facebook.svg?raw';
import mailSvg from 'bootstrap-icons/icons/envelope.svg?raw';
import warningSvg from 'bootstrap-icons/icons/exclamation-triangle.svg?raw';
import infoSvg from 'bootstrap-icons/icons/info-circle.svg?raw';
import offlineSvg from 'bootstrap-icons/icons/wifi-off.svg?raw';
import clockSvg from 'bootstrap-icons/icons/clock.svg?raw';
import checkSvg from 'bootstrap-icons/icons/check-circle.svg?raw';
import lockSvg from 'bootstrap-icons/icons/lock.svg?raw';
import hourglassSvg from 'bootstrap-icons/icons/hourglass-split.svg?raw';
import sparklesSvg from 'bootstrap-icons/icons/stars.svg?raw';
import trophySvg from 'bootstrap-icons/icons/trophy.svg?raw';
import walletSvg from 'bootstrap-icons/icons/wallet2.svg?raw';
import gemSvg from 'bootstrap-icons/icons/gem.svg?raw';
import playSvg from 'bootstrap-icons/icons/play-circle.svg?raw';
import gridSvg from 'bootstrap-icons/icons/grid.svg?raw';
import peopleSvg from 'bootstrap-icons/icons/people.svg?raw';
import dashboardSvg from 'bootstrap-icons/icons/speedometer2.svg?raw';
import uploadSvg from 'bootstrap-icons/icons/cloud-upload.svg?raw';
import coinSvg from 'bootstrap-icons/icons/coin.svg?raw';
import gamesSvg from 'bootstrap-icons/icons/controller.svg?raw';
import quizSvg from 'bootstrap-icons/icons/patch-question.svg?raw';
import videoSvg from 'bootstrap-icons/icons/camera-video.svg?raw';
import starSvg from 'bootstrap-icons/icons/star.svg?raw';
import creatorSvg from 'bootstrap-icons/icons/person-badge.svg?raw';
import brushSvg from 'bootstrap-icons/icons/brush.svg?raw';
import growthSvg from 'bootstrap-icons/icons/graph-up-arrow.svg?raw';
import earningsSvg from 'bootstrap-icons/icons/cash-stack.svg?raw';
import shieldCheckSvg from 'bootstrap-icons/icons/shield-check.svg?raw';
import homeSvg from 'bootstrap-icons/icons/house.svg?raw';
import chatSvg from 'bootstrap-icons/icons/chat-dots.svg?raw';
import flagSvg from 'bootstrap-icons/icons/flag.svg?raw';

// Bootstrap Icons has no crown; this one is drawn on the same 16 x 16 grid.
const crownSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="currentColor">' +
  '<path d="M1 4.5 4.6 7.6 8 2l3.4 5.6L15 4.5 13.6 12H2.4zM2.5 13h11v1.5h-11z"/></svg>';

const ICONS = {
  menu: menuSvg,
  close: closeSvg,
  search: searchSvg,
  sun: sunSvg,
  moon: moonSvg,
  auto: autoSvg,
  customize: customizeSvg,
  chevronDown: chevronDownSvg,
  // Drawn for left-to-right; mirror them in right-to-left layouts.
  chevronStart: chevronStartSvg,
  chevronEnd: chevronEndSvg,
  arrowUp: arrowUpSvg,
  shield: shieldSvg,
  gavel: gavelSvg,
  film: filmSvg,
  chart: chartSvg,
  logout: logoutSvg,
  external: externalSvg,
  language: languageSvg,
  instagram: instagramSvg,
  youtube: youtubeSvg,
  x: xSvg,
  facebook: facebookSvg,
  mail: mailSvg,
  warning: warningSvg,
  info: infoSvg,
  offline: offlineSvg,
  clock: clockSvg,
  check: checkSvg,
  lock: lockSvg,
  hourglass: hourglassSvg,
  sparkles: sparklesSvg,
  trophy: trophySvg,
  wallet: walletSvg,
  gem: gemSvg,
  play: playSvg,
  grid: gridSvg,
  people: peopleSvg,
  dashboard: dashboardSvg,
  upload: uploadSvg,
  coin: coinSvg,
  games: gamesSvg,
  quiz: quizSvg,
  video: videoSvg,
  star: starSvg,
  creator: creatorSvg,
  brush: brushSvg,
  growth: growthSvg,
  earnings: earningsSvg,
  shieldCheck: shieldCheckSvg,
  home: homeSvg,
  chat: chatSvg,
  flag: flagSvg,
  crown: crownSvg,
} as const;

/** Name of an icon of the app's set. */
export type IconName = keyof typeof ICONS;

/** Props of Icon. */
export interface IconProps {
  name: IconName;
  className?: string;
}

/** A decorative inline SVG icon, sized to the text (1em) and coloured by it; hidden from assistive tech. */
export function Icon({ name, className }: IconProps) {
  return (
    <span
      className={className ? `si-icon ${className}` : 'si-icon'}
      aria-hidden="true"
      // The markup is one of our own build-time SVG files above, never user input.
      dangerouslySetInnerHTML={{ __html: ICONS[name] }}
    />
  );
}
