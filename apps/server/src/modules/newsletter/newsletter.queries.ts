/** The newsletter module's published data access (decision 053: the owner writes its tables). */
export { deleteSubscriptionOf } from './newsletter.repository.js';
