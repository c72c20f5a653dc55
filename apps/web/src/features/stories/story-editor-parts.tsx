import type { StoryAuthoring, StoryImage } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useMemberMediaUrl } from '../../lib/use-member-media-url';
import { useSubmitStory, useUploadStoryImage } from './story-authoring.queries';
import { newSection, type DraftSection } from './story-draft';

/** A picture part's picture in the editor, fetched with the author's token while the story is unpublished. */
export function EditorPicture({ imageRef, alt }: { imageRef: string; alt: string }) {
  const stored = !/^https:\/\//.test(imageRef);
  const src = useMemberMediaUrl(stored ? `/media/${imageRef}` : null, false);
  const shown = stored ? src : imageRef;
  return shown ? <img src={shown} alt={alt} className="story-editor__picture" /> : null;
}

/** Buttons that add a part; a picture is uploaded first, which needs the story saved once. */
export function AddParts({
  storyId,
  onAdd,
}: {
  storyId: string | null;
  onAdd: (section: DraftSection) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadStoryImage(storyId);
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

/** A creator's saved draft goes to the moderators from here. */
export function SubmitStory({ story, dirty }: { story: StoryAuthoring | null; dirty: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmitStory(story?.activityId ?? null);
  if (story?.status !== 'DRAFT') return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-success"
        disabled={dirty || submit.isPending}
        aria-describedby={dirty ? 'story-unsaved' : undefined}
        onClick={() => {
          submit.mutate();
        }}
      >
        {t('stories.editor.submit')}
      </button>
      {dirty ? (
        <p id="story-unsaved" className="form-text w-100 mb-0">
          {t('stories.editor.unsaved')}
        </p>
      ) : null}
      {submit.error ? (
        <p role="alert" className="text-danger w-100 mb-0">
          {submit.error.message}
        </p>
      ) : null}
    </>
  );
}
