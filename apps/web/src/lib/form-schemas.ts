import { CONTACT_LIMITS, CONTACT_TOPICS } from '@streamit/contract';
import { z } from 'zod';

// Messages are i18n keys (forms.errors.*), so the same schema speaks English and Arabic. Limits are the
// server's (contract), so the form never accepts what the API would refuse.
const requiredEmail = z
  .string()
  .trim()
  .min(1, 'forms.errors.emailRequired')
  .max(254, 'forms.errors.emailInvalid')
  .pipe(z.email('forms.errors.emailInvalid'));

/** The footer's newsletter box: one email address. */
export const NewsletterFormSchema = z.object({ email: requiredEmail });
export type NewsletterForm = z.infer<typeof NewsletterFormSchema>;

// One line, no control characters (the server refuses them too).
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

/** The contact form: who writes, about what, and the message. */
export const ContactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'forms.errors.nameRequired')
    .max(CONTACT_LIMITS.nameMax, 'forms.errors.nameTooLong')
    .regex(NO_CONTROL_CHARACTERS, 'forms.errors.nameRequired'),
  email: requiredEmail,
  topic: z.enum(CONTACT_TOPICS, 'forms.errors.topicRequired'),
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subjectMax, 'forms.errors.subjectTooLong')
    .regex(NO_CONTROL_CHARACTERS, 'forms.errors.subjectTooLong'),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, 'forms.errors.messageTooShort')
    .max(CONTACT_LIMITS.messageMax, 'forms.errors.messageTooLong'),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;
