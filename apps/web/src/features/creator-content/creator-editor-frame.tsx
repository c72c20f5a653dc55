import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import { isActiveCreator } from '../../lib/member-display';
import { useSession } from '../../lib/use-session';
import { CreatorOnlyNotice } from './creator-gate';
import { CREATOR_CONTENT_KEY } from './list-creator-activities.queries';

/** The page of a creator's editor: its title, then the editor for an active creator or, for others, why not. */
export function CreatorEditorFrame({ title, children }: { title: string; children: ReactNode }) {
  const { member } = useSession();
  return (
    <div className="page-container py-4">
      <PageTitle title={title} />
      {member && !isActiveCreator(member) ? <CreatorOnlyNotice member={member} /> : children}
    </div>
  );
}

/** After a save the creator's content list is read again, and a new draft opens at its own address. */
export function useCreatorContentSaved(
  isNew: boolean,
  openSaved: (activityId: string) => void,
): (saved: { activityId: string }) => void {
  const queryClient = useQueryClient();
  return (saved) => {
    void queryClient.invalidateQueries({ queryKey: CREATOR_CONTENT_KEY });
    if (isNew) openSaved(saved.activityId);
  };
}
