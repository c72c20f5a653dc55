import { createContext, useContext } from 'react';
import type { ThemeSettings } from './theme-settings';

/** The theme settings and the ways to change them. */
export interface ThemeContextValue {
  settings: ThemeSettings;
  /** Changes some settings; they are applied at once and saved where `storage` says. */
  updateSettings: (patch: Partial<ThemeSettings>) => void;
  /** Puts every setting back to its default. */
  resetSettings: () => void;
}

/** Context of the ThemeProvider. */
export const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Reads the theme settings; must be inside ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
