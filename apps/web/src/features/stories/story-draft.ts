import type { StoryAuthoring, StoryInput, StorySectionInput } from '@streamit/contract';

/** A section being edited, with a key that stays with it when it moves. */
export type DraftSection = StorySectionInput & { key: string };

/** The story in the editor. */
export interface StoryDraft {
  title: string;
  description: string;
  sections: DraftSection[];
}

let nextKey = 0;
const keyed = (section: StorySectionInput): DraftSection => ({
  ...section,
  key: `s${String((nextKey += 1))}`,
});

/** A new part of the given kind, empty but for what the kind needs to be valid once filled in. */
export function newSection(
  kind: 'TEXT' | 'QUOTE' | 'VIDEO' | 'IMAGE',
  image?: { ref: string },
): DraftSection {
  if (kind === 'TEXT') return keyed({ kind, text: '' });
  if (kind === 'QUOTE') return keyed({ kind, text: '', attribution: '' });
  if (kind === 'VIDEO') return keyed({ kind, activityId: '', caption: '' });
  return keyed({ kind, ref: image?.ref ?? '', alt: '', caption: '' });
}

/** The editor's copy of a stored story (or an empty one). */
export function draftOf(story: StoryAuthoring | null): StoryDraft {
  if (!story) return { title: '', description: '', sections: [newSection('TEXT')] };
  const sections = story.sections.map((section): DraftSection => {
    switch (section.kind) {
      case 'TEXT':
        return keyed({ kind: 'TEXT', text: section.text });
      case 'QUOTE':
        return keyed({ kind: 'QUOTE', text: section.text, attribution: section.attribution });
      case 'VIDEO':
        return keyed({ kind: 'VIDEO', activityId: section.activityId, caption: section.caption });
      case 'IMAGE':
        return keyed({ kind: 'IMAGE', ref: section.ref, alt: section.alt, caption: section.caption });
    }
  });
  return { title: story.title, description: story.description, sections };
}

/** What the editor sends: the draft without the keys. */
export function inputOf(draft: StoryDraft, story: StoryAuthoring | null): StoryInput {
  return {
    title: draft.title,
    description: draft.description,
    categoryId: story?.categoryId ?? null,
    sections: draft.sections.map(({ key: _key, ...section }) => section),
  };
}

/** Moves the section at `index` one place up (-1) or down (+1). */
export function moveSection(sections: DraftSection[], index: number, by: -1 | 1): DraftSection[] {
  const target = index + by;
  if (target < 0 || target >= sections.length) return sections;
  const next = [...sections];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}
