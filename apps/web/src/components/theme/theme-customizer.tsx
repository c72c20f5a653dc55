import { useTranslation } from '../../i18n/use-translation';
import { useTheme } from '../../lib/theme/theme-context';
import { THEME_OPTIONS, type ThemeSettings } from '../../lib/theme/theme-settings';
import { Icon, type IconName } from '../icon';
import { AppNameField } from './app-name-field';
import { OptionGroup } from './option-group';

const SCHEME_ICONS: Record<ThemeSettings['colorScheme'], IconName> = {
  light: 'sun',
  dark: 'moon',
  auto: 'auto',
};

function ColourSwatch({ theme }: { theme: ThemeSettings['colorTheme'] }) {
  return <span className="si-swatch" data-swatch={theme} aria-hidden="true" />;
}

function LookSettings() {
  const { t } = useTranslation();
  const { settings, updateSettings } = useTheme();
  return (
    <>
      <OptionGroup
        legend={t('theme.direction.legend')}
        name="direction"
        value={settings.direction}
        options={THEME_OPTIONS.direction.map((value) => ({ value, label: t(`theme.direction.${value}`) }))}
        onChange={(direction) => {
          updateSettings({ direction });
        }}
      />
      <OptionGroup
        legend={t('theme.colorScheme.legend')}
        name="color-scheme"
        value={settings.colorScheme}
        hint={t('theme.colorScheme.hint')}
        options={THEME_OPTIONS.colorScheme.map((value) => ({
          value,
          label: t(`theme.colorScheme.${value}`),
          adornment: <Icon name={SCHEME_ICONS[value]} className="me-1" />,
        }))}
        onChange={(colorScheme) => {
          updateSettings({ colorScheme });
        }}
      />
      <OptionGroup
        legend={t('theme.colorTheme.legend')}
        name="color-theme"
        value={settings.colorTheme}
        options={THEME_OPTIONS.colorTheme.map((value) => ({
          value,
          label: t(`theme.colorTheme.${value}`),
          adornment: <ColourSwatch theme={value} />,
        }))}
        onChange={(colorTheme) => {
          updateSettings({ colorTheme });
        }}
      />
      <OptionGroup
        legend={t('theme.fontSize.legend')}
        name="font-size"
        value={settings.fontSize}
        options={THEME_OPTIONS.fontSize.map((value) => ({ value, label: t(`theme.fontSize.${value}`) }))}
        onChange={(fontSize) => {
          updateSettings({ fontSize });
        }}
      />
      <OptionGroup
        legend={t('theme.fontFamily.legend')}
        name="font-family"
        value={settings.fontFamily}
        options={THEME_OPTIONS.fontFamily.map((value) => ({ value, label: t(`theme.fontFamily.${value}`) }))}
        onChange={(fontFamily) => {
          updateSettings({ fontFamily });
        }}
      />
    </>
  );
}

function LayoutSettings() {
  const { t } = useTranslation();
  const { settings, updateSettings } = useTheme();
  return (
    <>
      <OptionGroup
        legend={t('theme.pageLayout.legend')}
        name="page-layout"
        value={settings.pageLayout}
        options={THEME_OPTIONS.pageLayout.map((value) => ({ value, label: t(`theme.pageLayout.${value}`) }))}
        onChange={(pageLayout) => {
          updateSettings({ pageLayout });
        }}
      />
      <OptionGroup
        legend={t('theme.headerStyle.legend')}
        name="header-style"
        value={settings.headerStyle}
        options={THEME_OPTIONS.headerStyle.map((value) => ({
          value,
          label: t(`theme.headerStyle.${value}`),
        }))}
        onChange={(headerStyle) => {
          updateSettings({ headerStyle });
        }}
      />
      <OptionGroup
        legend={t('theme.cardStyle.legend')}
        name="card-style"
        value={settings.cardStyle}
        options={THEME_OPTIONS.cardStyle.map((value) => ({ value, label: t(`theme.cardStyle.${value}`) }))}
        onChange={(cardStyle) => {
          updateSettings({ cardStyle });
        }}
      />
      <OptionGroup
        legend={t('theme.footerStyle.legend')}
        name="footer-style"
        value={settings.footerStyle}
        options={THEME_OPTIONS.footerStyle.map((value) => ({
          value,
          label: t(`theme.footerStyle.${value}`),
        }))}
        onChange={(footerStyle) => {
          updateSettings({ footerStyle });
        }}
      />
    </>
  );
}

function SidebarSettings() {
  const { t } = useTranslation();
  const { settings, updateSettings } = useTheme();
  return (
    <>
      <OptionGroup
        legend={t('theme.sidebar.legend')}
        name="sidebar-tone"
        value={settings.sidebar.tone}
        hint={t('theme.sidebar.hint')}
        options={THEME_OPTIONS.sidebarTone.map((value) => ({ value, label: t(`theme.sidebar.${value}`) }))}
        onChange={(tone) => {
          updateSettings({ sidebar: { ...settings.sidebar, tone } });
        }}
      />
      <div className="form-check form-switch mb-4">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id="theme-sidebar-compact"
          checked={settings.sidebar.compact}
          onChange={(event) => {
            updateSettings({ sidebar: { ...settings.sidebar, compact: event.target.checked } });
          }}
        />
        <label className="form-check-label" htmlFor="theme-sidebar-compact">
          {t('theme.sidebar.compact')}
        </label>
      </div>
    </>
  );
}

function StorageSettings() {
  const { t } = useTranslation();
  const { settings, updateSettings, resetSettings } = useTheme();
  return (
    <>
      <OptionGroup
        legend={t('theme.storage.legend')}
        name="storage"
        value={settings.storage}
        hint={t(`theme.storage.hint.${settings.storage}`)}
        options={THEME_OPTIONS.storage.map((value) => ({ value, label: t(`theme.storage.${value}`) }))}
        onChange={(storage) => {
          updateSettings({ storage });
        }}
      />
      <button type="button" className="btn btn-outline-danger w-100" onClick={resetSettings}>
        {t('theme.reset')}
      </button>
    </>
  );
}

/** The customizer's settings (spec §3): every change applies at once and is saved per the storage choice. */
export function ThemeCustomizer() {
  const { t } = useTranslation();
  return (
    <div className="si-customizer">
      <p className="text-body-secondary small">{t('theme.intro')}</p>
      <AppNameField />
      <LookSettings />
      <LayoutSettings />
      <SidebarSettings />
      <StorageSettings />
    </div>
  );
}
