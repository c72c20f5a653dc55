/**
 * The activities module's published data access: the queries other modules may call. The repository
 * itself is this module's own (a lint check stops other modules importing it).
 */
export {
  addActivityCredits,
  addActivityTags,
  completeActivityProcessing,
  findActivityById,
  findActivityCredits,
  findActivityTags,
  findActivityWithCategory,
  insertActivity,
  transitionActivity,
  upsertPeople,
  upsertTags,
  type Activity,
  type NewActivity,
  type NewPerson,
  type NewTag,
} from './activities.repository.js';
export {
  holdActivity,
  isHiddenByReports,
  LISTED,
  notHiddenByReports,
  releaseActivity,
  SCHEDULED,
} from './activity-holds.repository.js';
export {
  addViews,
  deleteActivityRow,
  incrementViewCount,
  republishContent,
  setActivityTags,
  setModeratedStatus,
  unpublishCreatorContent,
  updateActivityFields,
} from './activity-writes.repository.js';
