import { describe, expect, it } from 'vitest';
import { draftOf, inputOf, moveSection, newSection } from './story-draft';

describe('story draft', () => {
  it('moves parts and keeps their keys, and sends them without the keys', () => {
    const draft = draftOf(null);
    const sections = [...draft.sections, newSection('QUOTE')];
    const moved = moveSection(sections, 1, -1);
    expect(moved.map((section) => section.kind)).toEqual(['QUOTE', 'TEXT']);
    expect(moved[0]?.key).toBe(sections[1]?.key);
    expect(moveSection(moved, 0, -1)).toBe(moved);
    const input = inputOf({ ...draft, title: 'A', sections: moved }, null);
    expect(input.sections[0]).toEqual({ kind: 'QUOTE', text: '', attribution: '' });
  });
});
