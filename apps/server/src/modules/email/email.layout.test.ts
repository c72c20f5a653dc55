import { describe, expect, it } from 'vitest';
import { renderBrandedEmail } from './email.layout.js';
import { compose, tierChangeEmail, verificationEmail } from './email.templates.js';

describe('the branded e-mail template', () => {
  it('renders an inline-styled table layout with the logo, the brand accent and a footer, left to right in English', () => {
    const email = renderBrandedEmail('en', 'ada@example.com', 'hello', ['First line', 'Second <line>']);
    expect(email.subject).toBe('StreamIt: hello');
    expect(email.html).toContain('<html lang="en" dir="ltr">');
    expect(email.html).toContain('<table role="presentation"');
    expect(email.html).toContain('#e50914');
    expect(email.html).toContain('Stream<span');
    expect(email.html).toContain('Second &#60;line&#62;');
    expect(email.html).not.toContain('<style');
    expect(email.html).toContain('This e-mail was sent by StreamIt to ada@example.com.');
  });

  it('has a plain-text part saying the same, links written out', () => {
    const email = renderBrandedEmail('en', 'ada@example.com', 'hello', [
      'Line',
      { label: 'Confirm', url: 'https://example.com/c?x=1&y=2' },
    ]);
    expect(email.text).toBe(
      'Line\n\nConfirm: https://example.com/c?x=1&y=2\n\n— StreamIt\n\nThis e-mail was sent by StreamIt to ada@example.com. StreamIt: art and culture, streamed.',
    );
    expect(email.html).toContain('<a href="https://example.com/c?x=1&#38;y=2"');
  });

  it('reads right to left for Arabic readers', () => {
    const email = renderBrandedEmail('ar', 'ada@example.com', 'مرحبًا', ['سطر']);
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.html).toContain('dir="rtl"');
    expect(email.html).toContain('text-align:right');
    expect(email.html).not.toContain('text-align:left');
    expect(email.text).toContain('أرسل StreamIt هذه الرسالة إلى ada@example.com.');
  });

  it('keeps compose() working for English-only e-mails, on the branded template', () => {
    const email = compose('test', 'ada@example.com', 'a subject', ['one', 'two']);
    expect(email).toMatchObject({ kind: 'test', to: 'ada@example.com', subject: 'StreamIt: a subject' });
    expect(email.versions).toBeUndefined();
    expect(email.text.startsWith('one\n\ntwo\n\n— StreamIt')).toBe(true);
    expect(email.html).toContain('dir="ltr"');
  });

  it('words the tier e-mail with the tier display name in both languages, never the raw code', () => {
    const email = tierChangeEmail('ada@example.com', 'GOLD', 'earning');
    expect(email.subject).toBe('StreamIt: your tier is now Gold');
    expect(email.versions?.ar?.subject).toBe('StreamIt: مستواك الآن ذهبي');
    for (const part of [email.text, email.html, email.versions?.ar?.text, email.versions?.ar?.html]) {
      expect(part).not.toContain('GOLD');
    }
  });

  it('translates the verification e-mail, subject included, and keeps the code in both', () => {
    const email = verificationEmail('ada@example.com', '123456', 60);
    expect(email.subject).toBe('StreamIt: verify your email');
    expect(email.text).toContain('Verification code: 123456');
    expect(email.versions?.ar?.subject).toBe('StreamIt: تحقق من بريدك الإلكتروني');
    expect(email.versions?.ar?.text).toContain('رمز التحقق: 123456');
    expect(email.versions?.ar?.html).toContain('dir="rtl"');
  });
});

describe('durations in e-mails', () => {
  it('says a duration in its largest whole unit with the language plural forms', async () => {
    const { wordDuration } = await import('./email.wording.js');
    expect(wordDuration('en', 1440)).toBe('1 day');
    expect(wordDuration('en', 120)).toBe('2 hours');
    expect(wordDuration('en', 15)).toBe('15 minutes');
    expect(wordDuration('en', 1)).toBe('1 minute');
    expect(wordDuration('ar', 60)).toBe('ساعة واحدة');
    expect(wordDuration('ar', 120)).toBe('ساعتين');
    const arabic = new Intl.NumberFormat('ar');
    expect(wordDuration('ar', 180)).toBe(`${arabic.format(3)} ساعات`);
    expect(wordDuration('ar', 15)).toBe(`${arabic.format(15)} دقيقة`);
  });
});
