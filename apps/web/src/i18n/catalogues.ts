import arBase from './ar.json';
import arBrowse from './areas/browse.ar.json';
import enBrowse from './areas/browse.en.json';
import arCreator from './areas/creator.ar.json';
import enCreator from './areas/creator.en.json';
import arModeration from './areas/moderation.ar.json';
import enModeration from './areas/moderation.en.json';
import arOutbox from './areas/outbox.ar.json';
import enOutbox from './areas/outbox.en.json';
import arPlay from './areas/play.ar.json';
import enPlay from './areas/play.en.json';
import arProfileNames from './areas/profile-names.ar.json';
import enProfileNames from './areas/profile-names.en.json';
import arSearchPage from './areas/search-page.ar.json';
import enSearchPage from './areas/search-page.en.json';
import arWatch from './areas/watch.ar.json';
import enWatch from './areas/watch.en.json';
import enBase from './en.json';

// Each area of the product keeps its strings in its own pair of files (areas/<area>.<lang>.json, one top-level
// key per area) so features can grow side by side; the shell's strings stay in en.json / ar.json.

/** The English catalogue: the reference every other language must match key for key. */
export const en = {
  ...enBase,
  ...enWatch,
  ...enCreator,
  ...enBrowse,
  ...enPlay,
  ...enModeration,
  ...enSearchPage,
  ...enProfileNames,
  ...enOutbox,
};

/** The Arabic catalogue; typed as the English one so a missing key fails the build. */
export const ar: typeof en = {
  ...arBase,
  ...arWatch,
  ...arCreator,
  ...arBrowse,
  ...arPlay,
  ...arModeration,
  ...arSearchPage,
  ...arProfileNames,
  ...arOutbox,
};
