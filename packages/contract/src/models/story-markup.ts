/*
 * The text of a story section is a small, safe markup (decision 069), never HTML: blocks are separated by a
 * blank line, a block starting with "## " is a heading, *words* are emphasised and [label](https://…) is a
 * link. The web renders the parsed spans as React text (escaped); the server counts words from it.
 */

/** A run of text: plain, emphasised or a link (https only). */
export interface StorySpan {
  text: string;
  emphasis?: true;
  href?: string;
}

/** A heading or a paragraph of a text section. */
export interface StoryBlock {
  type: 'heading' | 'paragraph';
  spans: StorySpan[];
}

// A link to an https address, or *emphasis*; anything else stays plain text.
const INLINE = /\[([^\]\n]+)\]\((https:\/\/[^\s)]+)\)|\*([^*\n]+)\*/g;

function spanOf(match: RegExpMatchArray): StorySpan {
  const [, label, href, emphasised] = match;
  if (label !== undefined && href !== undefined) return { text: label, href };
  return { text: emphasised ?? '', emphasis: true };
}

/** The spans of one block of markup. */
export function parseStorySpans(source: string): StorySpan[] {
  const spans: StorySpan[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) spans.push({ text: source.slice(last, match.index) });
    spans.push(spanOf(match));
    last = match.index + match[0].length;
  }
  if (last < source.length) spans.push({ text: source.slice(last) });
  return spans;
}

/** Headings and paragraphs of a text section, in order. */
export function parseStoryMarkup(source: string): StoryBlock[] {
  return source
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) =>
      block.startsWith('## ')
        ? { type: 'heading' as const, spans: parseStorySpans(block.slice(3).trim()) }
        : { type: 'paragraph' as const, spans: parseStorySpans(block.replace(/\s*\n\s*/g, ' ')) },
    );
}

/** Words a reader reads in a piece of text (any script: runs with a letter or digit between spaces). */
export function countStoryWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
