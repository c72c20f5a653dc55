import { lazyRouteComponent } from '@tanstack/react-router';
import { withPageStrings } from './page-strings';

const importUpcomingPage = () => withPageStrings(import('../pages/upcoming-page'));

/** The upcoming page, off the entry; routes that render it load it (and its strings) in their loader first. */
export const UpcomingPage = lazyRouteComponent(importUpcomingPage, 'UpcomingPage');

/** A route loader that fetches the upcoming page's chunk and strings, so rendering it never suspends. */
export async function loadUpcomingPage(): Promise<void> {
  await importUpcomingPage();
}
