import enBrowse from './areas/browse.en.json';
import enCreator from './areas/creator.en.json';
import enCreatorApply from './areas/creator-apply.en.json';
import enModeration from './areas/moderation.en.json';
import enOutbox from './areas/outbox.en.json';
import enPlay from './areas/play.en.json';
import enPoints from './areas/points.en.json';
import enPointsConfig from './areas/points-config.en.json';
import enProfileNames from './areas/profile-names.en.json';
import enSearchPage from './areas/search-page.en.json';
import enWatch from './areas/watch.en.json';
import enBase from './en.json';

// Each area of the product keeps its strings in its own pair of files (areas/<area>.<lang>.json, one top-level
// key per area) so features can grow side by side; the shell's strings stay in en.json / ar.json.
// One module per language: the app loads only the active one (see i18n.ts).

/** The English catalogue: the reference every other language must match key for key. */
export const en = {
  ...enBase,
  ...enWatch,
  ...enCreator,
  ...enBrowse,
  ...enPlay,
  ...enPoints,
  ...enModeration,
  ...enSearchPage,
  ...enProfileNames,
  ...enOutbox,
  ...enPointsConfig,
  ...enCreatorApply,
};

/** The shape every language's catalogue has: the English one's. */
export type Catalogue = typeof en;
