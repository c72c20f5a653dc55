import type { MemberUser } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { canApplyAsCreator } from '../../lib/member-display';

/** What a member who is not an active creator sees instead of the studio: how to become one. */
export function CreatorOnlyNotice({
  member,
}: {
  member: Pick<MemberUser, 'isContentCreator' | 'creatorStatus'>;
}) {
  const { t } = useTranslation();
  const mayApply = canApplyAsCreator(member);
  return (
    <EmptyState
      headingLevel={2}
      title={t('creator.gate.title')}
      body={t(mayApply ? 'creator.gate.body' : 'creator.gate.bannedBody')}
      action={
        mayApply ? (
          <Link to="/creator/apply" className="btn btn-primary">
            {t('creator.gate.apply')}
          </Link>
        ) : undefined
      }
    />
  );
}
