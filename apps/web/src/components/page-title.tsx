import { useSiteName } from '../features/site-settings/use-site-name';

/** Sets the document title to the page name followed by the app name. */
export function PageTitle({ title }: { title: string }) {
  const siteName = useSiteName();
  return <title>{`${title} · ${siteName}`}</title>;
}
