import arBase from './ar.json';
import arBrowse from './areas/browse.ar.json';
import arCreator from './areas/creator.ar.json';
import arCreatorApply from './areas/creator-apply.ar.json';
import arModeration from './areas/moderation.ar.json';
import arOutbox from './areas/outbox.ar.json';
import arPlay from './areas/play.ar.json';
import arPoints from './areas/points.ar.json';
import arPointsConfig from './areas/points-config.ar.json';
import arProfileNames from './areas/profile-names.ar.json';
import arSearchPage from './areas/search-page.ar.json';
import arWatch from './areas/watch.ar.json';
import type { Catalogue } from './en.catalogue';

/** The Arabic catalogue; typed as the English one so a missing key fails the build. */
export const ar: Catalogue = {
  ...arBase,
  ...arWatch,
  ...arCreator,
  ...arBrowse,
  ...arPlay,
  ...arPoints,
  ...arModeration,
  ...arSearchPage,
  ...arProfileNames,
  ...arOutbox,
  ...arPointsConfig,
  ...arCreatorApply,
};
