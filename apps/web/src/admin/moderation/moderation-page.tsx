import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { GamesPanel } from './games-panel';
import { Tabs } from './moderation-tabs';
import { QueuePanel } from './queue-panel';
import { ReportedPanel } from './reported-panel';
import './moderation.css';

type TabId = 'queue' | 'reported' | 'games';

/** Route /admin/moderation: the review queue and reported content (canModerateContent; the server checks too). */
export function ModerationPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabId>('queue');
  const tabs = [
    { id: 'queue', label: t('moderation.tabs.queue') },
    { id: 'reported', label: t('moderation.tabs.reported') },
    { id: 'games', label: t('gameEditor.list.tab') },
  ] as const;
  return (
    <>
      <p className="d-flex flex-wrap justify-content-end gap-2">
        <Link to="/admin/quizzes/new" className="btn btn-outline-primary">
          {t('quizEditor.newQuiz')}
        </Link>
        <Link to="/admin/games/new" className="btn btn-outline-primary">
          {t('gameEditor.newGame')}
        </Link>
        <Link to="/admin/stories/new" className="btn btn-outline-primary">
          {t('stories.editor.newStory')}
        </Link>
      </p>
      <Tabs label={t('moderation.tabs.label')} tabs={tabs} active={tab} onSelect={setTab} />
      <div role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`} className="moderation-panel">
        {tab === 'queue' ? <QueuePanel /> : tab === 'reported' ? <ReportedPanel /> : <GamesPanel />}
      </div>
    </>
  );
}
