/** The store module's published data access (decision 053: the owner writes its tables). */
export { deleteAllAddresses } from './store-addresses.repository.js';
export { eraseOrderAddresses } from './store-orders.repository.js';
