import type { StoryAuthoring } from '@streamit/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSaveStory, type StoryAuthorRealm } from './story-authoring.queries';
import { draftOf, inputOf, moveSection, type DraftSection, type StoryDraft } from './story-draft';
import { AddParts, EditorPicture, SubmitStory } from './story-editor-parts';
import { StorySectionFields } from './story-section-fields';
import { StorySectionView } from './story-section-view';
import './story-reader.css';

function PartActions({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <div className="d-flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={index === 0}
        aria-label={t('stories.editor.moveUp', { number })}
        onClick={() => {
          onMove(-1);
        }}
      >
        {t('stories.editor.up')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={index === count - 1}
        aria-label={t('stories.editor.moveDown', { number })}
        onClick={() => {
          onMove(1);
        }}
      >
        {t('stories.editor.down')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        disabled={count === 1}
        aria-label={t('stories.editor.removePart', { number })}
        onClick={onRemove}
      >
        {t('stories.editor.remove')}
      </button>
    </div>
  );
}

function Part(props: {
  realm: StoryAuthorRealm;
  section: DraftSection;
  index: number;
  count: number;
  onChange: (section: DraftSection) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { section, index } = props;
  return (
    <fieldset className="card card-body mb-3">
      <legend className="h6 float-none w-auto mb-2">
        {t('stories.editor.part', { number: index + 1, kind: t(`stories.editor.kinds.${section.kind}`) })}
      </legend>
      {section.kind === 'IMAGE' ? (
        <EditorPicture imageRef={section.ref} alt={section.alt} realm={props.realm} />
      ) : null}
      <StorySectionFields section={section} id={`part-${section.key}`} onChange={props.onChange} />
      <PartActions index={index} count={props.count} onMove={props.onMove} onRemove={props.onRemove} />
    </fieldset>
  );
}

function SavedPreview({ story, realm }: { story: StoryAuthoring; realm: StoryAuthorRealm }) {
  const { t } = useTranslation();
  return (
    <section className="story story--preview mt-5" aria-labelledby="story-preview">
      <h2 id="story-preview" className="h4">
        {t('stories.editor.preview')}
      </h2>
      {story.sections.map((section, index) => (
        <div key={index} className={`story-section story-section--${section.kind.toLowerCase()}`}>
          <StorySectionView section={section} realm={realm} />
        </div>
      ))}
    </section>
  );
}

function StoryHeadFields({ draft, onChange }: { draft: StoryDraft; onChange: (draft: StoryDraft) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mb-3">
        <label className="form-label" htmlFor="story-title">
          {t('stories.editor.title')}
        </label>
        <input
          id="story-title"
          className="form-control"
          required
          maxLength={200}
          dir="auto"
          value={draft.title}
          onChange={(event) => {
            onChange({ ...draft, title: event.target.value });
          }}
        />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="story-description">
          {t('stories.editor.description')}
        </label>
        <textarea
          id="story-description"
          className="form-control"
          rows={2}
          maxLength={5000}
          dir="auto"
          value={draft.description}
          onChange={(event) => {
            onChange({ ...draft, description: event.target.value });
          }}
        />
      </div>
    </>
  );
}

function PartsList({
  realm,
  draft,
  onChange,
}: {
  realm: StoryAuthorRealm;
  draft: StoryDraft;
  onChange: (draft: StoryDraft) => void;
}) {
  const { t } = useTranslation();
  const sections = draft.sections;
  const replace = (next: DraftSection[]) => {
    onChange({ ...draft, sections: next });
  };
  return (
    <>
      <h2 className="h5">{t('stories.editor.parts')}</h2>
      {sections.map((section, index) => (
        <Part
          key={section.key}
          realm={realm}
          section={section}
          index={index}
          count={sections.length}
          onChange={(next) => {
            replace(sections.map((item, at) => (at === index ? next : item)));
          }}
          onMove={(by) => {
            replace(moveSection(sections, index, by));
          }}
          onRemove={() => {
            replace(sections.filter((_, at) => at !== index));
          }}
        />
      ))}
    </>
  );
}

function StatusLine({ story }: { story: StoryAuthoring | null }) {
  const { t } = useTranslation();
  if (!story) return null;
  return (
    <>
      <p>
        <span className="badge text-bg-secondary" data-testid="story-status-badge">
          {t(`stories.editor.status.${story.status as 'DRAFT'}`)}
        </span>
      </p>
      {story.status === 'PUBLISHED' ? (
        <p className="alert alert-info">{t('stories.editor.publishedNote')}</p>
      ) : null}
    </>
  );
}

/** Props of StoryEditor. */
export interface StoryEditorProps {
  realm: StoryAuthorRealm;
  story: StoryAuthoring | null;
  onSaved: (story: StoryAuthoring) => void;
}

/**
 * The story editor of the Creator Studio and the admin area: parts of four kinds, a saved draft, its preview
 * and submission for review.
 */
export function StoryEditor({ realm, story, onSaved }: StoryEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<StoryDraft>(() => draftOf(story));
  const [dirty, setDirty] = useState(false);
  const save = useSaveStory(realm, story?.activityId ?? null);
  const update = (next: StoryDraft) => {
    setDraft(next);
    setDirty(true);
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate(inputOf(draft, story), {
      onSuccess: (saved) => {
        setDirty(false);
        onSaved(saved);
      },
    });
  };
  return (
    <>
      <form onSubmit={onSubmit}>
        <StatusLine story={story} />
        <StoryHeadFields draft={draft} onChange={update} />
        <PartsList realm={realm} draft={draft} onChange={update} />
        <AddParts
          realm={realm}
          storyId={story?.activityId ?? null}
          onAdd={(section) => {
            update({ ...draft, sections: [...draft.sections, section] });
          }}
        />
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('stories.editor.save')}
          </button>
          <SubmitStory realm={realm} story={story} dirty={dirty} />
          {save.error ? (
            <p role="alert" className="text-danger w-100 mb-0">
              {save.error.message}
            </p>
          ) : null}
        </div>
      </form>
      {story ? <SavedPreview story={story} realm={realm} /> : null}
    </>
  );
}
