import bootstrapLtrHref from 'bootstrap/dist/css/bootstrap.min.css?url';
import bootstrapRtlHref from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';

/** Writing direction of the page. */
export type TextDirection = 'ltr' | 'rtl';

const BOOTSTRAP_LINK_ID = 'bootstrap-css';
const BOOTSTRAP_HREFS = { ltr: bootstrapLtrHref, rtl: bootstrapRtlHref } as const;
// Never keep the page blank for long if the stylesheet's load event does not come.
const STYLESHEET_WAIT_LIMIT_MS = 3_000;

// index.html places the link before the app's own CSS so our rules win; create it if it is missing.
function getBootstrapLink(): HTMLLinkElement {
  const existing = document.getElementById(BOOTSTRAP_LINK_ID);
  if (existing instanceof HTMLLinkElement) return existing;
  const link = document.createElement('link');
  link.id = BOOTSTRAP_LINK_ID;
  link.rel = 'stylesheet';
  document.head.prepend(link);
  return link;
}

/** Sets `<html lang>`; the direction is a theme setting of its own (see applyDocumentDirection). */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** Sets `<html dir>` and activates the matching Bootstrap build (only one is ever linked). */
export function applyDocumentDirection(direction: TextDirection): void {
  document.documentElement.dir = direction;
  const link = getBootstrapLink();
  const href = BOOTSTRAP_HREFS[direction];
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** Resolves once the Bootstrap stylesheet has loaded (or failed, or a short limit passed). */
export function waitForBootstrapStylesheet(): Promise<void> {
  const link = getBootstrapLink();
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    setTimeout(done, STYLESHEET_WAIT_LIMIT_MS);
  });
}
