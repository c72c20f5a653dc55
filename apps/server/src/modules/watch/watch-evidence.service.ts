/** The evidence points ask this module for: queries kept in its repository, published here. */
export { moveEarnCheck, readEarnCheck, sumCreditedWatchSeconds } from './watch.repository.js';
