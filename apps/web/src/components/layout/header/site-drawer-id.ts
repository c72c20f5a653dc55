/** Id of the drawer, controlled by the bar's menu button (apart from the drawer, which is a lazy chunk). */
export const SITE_DRAWER_ID = 'site-drawer';
