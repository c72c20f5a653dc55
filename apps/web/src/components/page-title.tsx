import { useTheme } from '../lib/theme/theme-context';

/** Sets the document title to the page name followed by the app name. */
export function PageTitle({ title }: { title: string }) {
  const { settings } = useTheme();
  return <title>{`${title} · ${settings.appName}`}</title>;
}
