/** The support module's published data access (decision 053: the owner writes its tables). */
export { eraseTicketAddresses } from './support.repository.js';
