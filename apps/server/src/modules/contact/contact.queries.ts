/** The contact module's published data access (decision 053: the owner writes its tables). */
export { eraseContactSender } from './contact.repository.js';
