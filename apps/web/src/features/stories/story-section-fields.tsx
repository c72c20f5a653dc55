import type { ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCatalogueVideos } from './story-authoring.queries';
import type { DraftSection } from './story-draft';

/** Props of StorySectionFields. */
export interface StorySectionFieldsProps {
  section: DraftSection;
  /** Prefix of the field ids, unique per part. */
  id: string;
  onChange: (section: DraftSection) => void;
}

function TextField(props: {
  id: string;
  label: string;
  value: string;
  rows?: number;
  required?: boolean;
  help?: string;
  onChange: (value: string) => void;
}) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    props.onChange(event.target.value);
  };
  return (
    <div className="mb-2">
      <label className="form-label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.rows ? (
        <textarea
          id={props.id}
          className="form-control"
          rows={props.rows}
          value={props.value}
          required={props.required}
          dir="auto"
          aria-describedby={props.help ? `${props.id}-help` : undefined}
          onChange={change}
        />
      ) : (
        <input
          id={props.id}
          className="form-control"
          value={props.value}
          required={props.required}
          dir="auto"
          onChange={change}
        />
      )}
      {props.help ? (
        <p id={`${props.id}-help`} className="form-text mb-0">
          {props.help}
        </p>
      ) : null}
    </div>
  );
}

function VideoPicker({
  section,
  id,
  onChange,
}: StorySectionFieldsProps & { section: Extract<DraftSection, { kind: 'VIDEO' }> }) {
  const { t } = useTranslation();
  const videos = useCatalogueVideos().data?.items ?? [];
  return (
    <div className="mb-2">
      <label className="form-label" htmlFor={`${id}-video`}>
        {t('stories.editor.video')}
      </label>
      <select
        id={`${id}-video`}
        className="form-select"
        value={section.activityId}
        required
        onChange={(event) => {
          onChange({ ...section, activityId: event.target.value });
        }}
      >
        <option value="">{t('stories.editor.videoPick')}</option>
        {videos.map((video) => (
          <option key={video.id} value={video.id}>
            {video.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The fields of one part of a story, by its kind. */
export function StorySectionFields({ section, id, onChange }: StorySectionFieldsProps) {
  const { t } = useTranslation();
  const caption = (value: string) => {
    onChange({ ...section, caption: value } as DraftSection);
  };
  switch (section.kind) {
    case 'TEXT':
      return (
        <TextField
          id={`${id}-text`}
          label={t('stories.editor.text')}
          help={t('stories.editor.textHelp')}
          rows={8}
          required
          value={section.text}
          onChange={(text) => {
            onChange({ ...section, text });
          }}
        />
      );
    case 'QUOTE':
      return (
        <>
          <TextField
            id={`${id}-quote`}
            label={t('stories.editor.quote')}
            rows={3}
            required
            value={section.text}
            onChange={(text) => {
              onChange({ ...section, text });
            }}
          />
          <TextField
            id={`${id}-attribution`}
            label={t('stories.editor.attribution')}
            required
            value={section.attribution}
            onChange={(attribution) => {
              onChange({ ...section, attribution });
            }}
          />
        </>
      );
    case 'VIDEO':
      return (
        <>
          <VideoPicker section={section} id={id} onChange={onChange} />
          <TextField
            id={`${id}-caption`}
            label={t('stories.editor.caption')}
            value={section.caption ?? ''}
            onChange={caption}
          />
        </>
      );
    case 'IMAGE':
      return (
        <>
          <TextField
            id={`${id}-alt`}
            label={t('stories.editor.alt')}
            help={t('stories.editor.altHelp')}
            required
            value={section.alt}
            onChange={(alt) => {
              onChange({ ...section, alt });
            }}
          />
          <TextField
            id={`${id}-caption`}
            label={t('stories.editor.caption')}
            value={section.caption ?? ''}
            onChange={caption}
          />
        </>
      );
  }
}
