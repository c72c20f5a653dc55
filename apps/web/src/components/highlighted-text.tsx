/** A matched stretch of text, in JavaScript string indices. */
export interface TextRange {
  start: number;
  length: number;
}

interface TextPart {
  text: string;
  marked: boolean;
}

// Overlapping or out-of-range ranges are skipped or clipped, so a bad range never duplicates text.
function splitText(text: string, ranges: readonly TextRange[]): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    if (range.start < cursor || range.start >= text.length) continue;
    if (range.start > cursor) parts.push({ text: text.slice(cursor, range.start), marked: false });
    parts.push({ text: text.slice(range.start, range.start + range.length), marked: true });
    cursor = Math.min(text.length, range.start + range.length);
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), marked: false });
  return parts;
}

/** Text with the matched ranges wrapped in <mark>; the text is plain, never HTML. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  return (
    <>
      {splitText(text, ranges).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
