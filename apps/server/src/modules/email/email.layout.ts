import type { ProductLanguage } from '@streamit/contract';

/** The product's name as every e-mail signs and brands it. */
export const APP_NAME = 'StreamIt';

/** One block of an e-mail's body: a paragraph, or a link (a button in HTML, "label: url" in the text part). */
export type EmailBlock = string | { label: string; url: string };

/** One language's version of an e-mail, rendered. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

// DESIGN.md's default look: the red accent near #e50914 on near-black, Inter; colours inline because mail
// clients drop <style> blocks, and tables because many ignore flex and max-width on divs.
// The button is a deeper shade of the accent: white text on #e50914 is under WCAG AA's 4.5:1 at body size.
const BRAND = {
  accent: '#e50914',
  button: '#b20710',
  ink: '#141414',
  text: '#1f1f1f',
  muted: '#6b6b70',
  canvas: '#f4f4f5',
};
const FONT = "Inter, 'Segoe UI', Tahoma, Arial, sans-serif";

const FOOTER: Record<ProductLanguage, (to: string) => string> = {
  en: (to) => `This e-mail was sent by ${APP_NAME} to ${to}. ${APP_NAME}: art and culture, streamed.`,
  ar: (to) => `أرسل ${APP_NAME} هذه الرسالة إلى ${to}. ${APP_NAME}: الفن والثقافة، بالبث.`,
};

/** Text made safe to place inside HTML element content or attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function renderBlockHtml(block: EmailBlock, align: string): string {
  if (typeof block === 'string') {
    return `<p style="margin:0 0 16px;text-align:${align};">${escapeHtml(block)}</p>`;
  }
  const button = `background-color:${BRAND.button};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px;display:inline-block;`;
  return `<p style="margin:8px 0 24px;text-align:${align};"><a href="${escapeHtml(block.url)}" style="${button}">${escapeHtml(block.label)}</a></p>`;
}

function renderBlockText(block: EmailBlock): string {
  return typeof block === 'string' ? block : `${block.label}: ${block.url}`;
}

function renderHtml(language: ProductLanguage, to: string, subject: string, blocks: EmailBlock[]): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const body = blocks.map((block) => renderBlockHtml(block, align)).join('\n');
  const logo = `<span style="font-size:24px;font-weight:700;color:#ffffff;letter-spacing:0.5px;">Stream<span style="color:${BRAND.accent};">It</span></span>`;
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background-color:${BRAND.canvas};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${BRAND.canvas};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;font-family:${FONT};color:${BRAND.text};">
<tr><td style="background-color:${BRAND.ink};padding:20px 32px;border-radius:8px 8px 0 0;text-align:${align};">${logo}</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.6;text-align:${align};">
${body}
<p style="margin:0;text-align:${align};">— ${APP_NAME}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e4e4e7;font-size:12px;line-height:1.5;color:${BRAND.muted};text-align:${align};">${escapeHtml(FOOTER[language](to))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/**
 * Renders an e-mail on the branded template: the subject prefixed with the product's name, an inline-styled
 * table-layout HTML part (right to left for Arabic) and a plain-text part saying the same.
 */
export function renderBrandedEmail(
  language: ProductLanguage,
  to: string,
  subject: string,
  blocks: EmailBlock[],
): RenderedEmail {
  const fullSubject = `${APP_NAME}: ${subject}`;
  const text = `${blocks.map(renderBlockText).join('\n\n')}\n\n— ${APP_NAME}\n\n${FOOTER[language](to)}`;
  return { subject: fullSubject, text, html: renderHtml(language, to, fullSubject, blocks) };
}
