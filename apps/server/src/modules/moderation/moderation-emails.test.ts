import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';
import { createSubmittedQuiz, sampleQuiz } from '../../../test/quizzes.test-support.js';
import { authHeader, createSignedInMember } from '../../../test/moderation.test-support.js';

const suite = useAdminSuite('CONTENT_MODERATOR');

async function creatorWithItem(title: string, language: 'en' | 'ar' = 'en') {
  const creator = await createSignedInMember(suite.context, { creator: true });
  const [row] = await suite.context.deps.db
    .update(users)
    .set({ preferredLanguage: language })
    .where(eq(users.id, creator.id))
    .returning({ email: users.email });
  const quiz = await createSubmittedQuiz(suite.context, creator.token, sampleQuiz({ title }));
  return { creator, email: row?.email ?? '', id: quiz.activityId };
}

async function moderate(id: string, payload: Record<string, unknown>) {
  const response = await suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/content/${id}/moderate`,
    headers: authHeader(suite.admin.token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

function emailsTo(email: string) {
  return suite.context.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'content-decision')));
}

describe('the creator hears of a moderation decision by e-mail', () => {
  it('gets one e-mail when an item is approved, naming it and linking to it', async () => {
    const { email, id } = await creatorWithItem('Light of Vermeer');
    await moderate(id, { decision: 'APPROVE' });
    const [mail, ...others] = await emailsTo(email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toContain('“Light of Vermeer” is approved');
    expect(mail?.textBody).toContain(`/activities/${id}`);
    expect(mail?.htmlBody).toContain('Light of Vermeer');
  });

  it('gets the reason when an item is rejected or changes are asked', async () => {
    const rejected = await creatorWithItem('Blurry gallery walk');
    await moderate(rejected.id, { decision: 'REJECT', reason: 'The audio is missing throughout.' });
    const [mail] = await emailsTo(rejected.email);
    expect(mail?.subject).toContain('was not approved');
    expect(mail?.textBody).toContain('Reason given: The audio is missing throughout.');
    const changes = await creatorWithItem('Draft tour');
    await moderate(changes.id, { decision: 'REQUEST_CHANGES', reason: 'Add captions, please.' });
    const [asked] = await emailsTo(changes.email);
    expect(asked?.subject).toContain('changes requested');
    expect(asked?.textBody).toContain('Add captions, please.');
    expect(asked?.textBody).toContain('/creator/content');
  });

  it('is written in Arabic for a creator who reads Arabic', async () => {
    const { email, id } = await creatorWithItem('ضوء فيرمير', 'ar');
    await moderate(id, { decision: 'REJECT', reason: 'الصوت غير موجود.' });
    const [mail] = await emailsTo(email);
    expect(mail?.subject).toContain('لم تتم الموافقة على «ضوء فيرمير»');
    expect(mail?.textBody).toContain('السبب: الصوت غير موجود.');
  });

  it('is not sent for a decision that was refused', async () => {
    const { email, id } = await creatorWithItem('Decided once');
    await moderate(id, { decision: 'APPROVE' });
    const again = await suite.context.app.inject({
      method: 'POST',
      url: `/api/v1/admin/content/${id}/moderate`,
      headers: authHeader(suite.admin.token),
      payload: { decision: 'REJECT', reason: 'Too late' },
    });
    expect(again.statusCode).toBe(409);
    expect(await emailsTo(email)).toHaveLength(1);
  });
});
