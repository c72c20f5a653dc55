import { THEME_DEFAULTS } from '@streamit/contract';
import { useTheme } from '../../lib/theme/theme-context';
import { useSiteConfig } from './get-site-config.queries';

/**
 * The site's name as staff set it in Settings (GET /site/config), unless this visitor renamed the app in
 * the theme customizer: their own choice stays theirs. The product's default while the config loads.
 */
export function useSiteName(): string {
  const { settings } = useTheme();
  const config = useSiteConfig();
  if (settings.appName !== THEME_DEFAULTS.appName) return settings.appName;
  return config.data?.appName ?? THEME_DEFAULTS.appName;
}
