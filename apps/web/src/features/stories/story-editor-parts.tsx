import type { StoryAuthoring, StoryImage } from '@streamit/contract';
import { SubmitForReview } from '../../components/submit-for-review';
import { useTranslation } from '../../i18n/use-translation';
import { useSubmitStory, useUploadStoryImage, type StoryAuthorRealm } from './story-authoring.queries';
import { newSection, type DraftSection } from './story-draft';
import { useShownSource } from './story-section-view';

/** A picture part's picture in the editor, fetched with the author's token while the story is unpublished. */
export function EditorPicture({
  imageRef,
  alt,
  realm,
}: {
  imageRef: string;
  alt: string;
  realm: StoryAuthorRealm;
}) {
  const stored = !/^https:\/\//.test(imageRef);
  const shown = useShownSource(stored ? `/media/${imageRef}` : imageRef, realm);
  return shown ? <img src={shown} alt={alt} className="story-editor__picture" /> : null;
}

/** Buttons that add a part; a picture is uploaded first, which needs the story saved once. */
export function AddParts({
  realm,
  storyId,
  onAdd,
}: {
  realm: StoryAuthorRealm;
  storyId: string | null;
  onAdd: (section: DraftSection) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadStoryImage(realm, storyId);
  const added = (image: StoryImage) => {
    onAdd(newSection('IMAGE', image));
  };
  return (
    <div
      className="d-flex flex-wrap gap-2 align-items-center mb-3"
      role="group"
      aria-label={t('stories.editor.addLabel')}
    >
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => {
          onAdd(newSection('TEXT'));
        }}
      >
        {t('stories.editor.addText')}
      </button>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => {
          onAdd(newSection('QUOTE'));
        }}
      >
        {t('stories.editor.addQuote')}
      </button>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => {
          onAdd(newSection('VIDEO'));
        }}
      >
        {t('stories.editor.addVideo')}
      </button>
      <label className="btn btn-outline-primary mb-0" aria-disabled={storyId === null || upload.isPending}>
        {upload.isPending ? t('stories.editor.uploading') : t('stories.editor.addPicture')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          disabled={storyId === null || upload.isPending}
          aria-describedby="story-picture-help"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file, { onSuccess: added });
            event.target.value = '';
          }}
        />
      </label>
      <p id="story-picture-help" className="form-text w-100 mb-0">
        {storyId === null ? t('stories.editor.pictureSaveFirst') : t('stories.editor.pictureHelp')}
      </p>
      {upload.error ? (
        <p role="alert" className="text-danger w-100 mb-0">
          {upload.error.message}
        </p>
      ) : null}
    </div>
  );
}

/** A saved draft goes to the moderators from here (a creator's, or staff's for a second moderator). */
export function SubmitStory({
  realm,
  story,
  dirty,
}: {
  realm: StoryAuthorRealm;
  story: StoryAuthoring | null;
  dirty: boolean;
}) {
  const { t } = useTranslation();
  const submit = useSubmitStory(realm, story?.activityId ?? null);
  if (story?.status !== 'DRAFT') return null;
  return (
    <SubmitForReview
      unsavedId="story-unsaved"
      dirty={dirty}
      pending={submit.isPending}
      error={submit.error}
      label={t('stories.editor.submit')}
      unsavedLabel={t('stories.editor.unsaved')}
      onSubmit={() => {
        submit.mutate();
      }}
    />
  );
}
