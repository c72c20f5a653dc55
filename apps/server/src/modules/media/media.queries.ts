/**
 * The media module's published data access: the queries other modules may call. The repository
 * itself is this module's own (a check stops other modules importing it).
 */
export {
  findMediaAssets,
  insertMediaAssets,
  type MediaAsset,
  type NewMediaAsset,
} from './media.repository.js';
export { deleteManagedAsset, findManagedAssets, replaceAsset } from './managed-assets.repository.js';
