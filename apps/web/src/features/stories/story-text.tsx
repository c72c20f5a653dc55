import { parseStoryMarkup, type StorySpan } from '@streamit/contract';

function Span({ span }: { span: StorySpan }) {
  if (span.href)
    return (
      <a href={span.href} target="_blank" rel="noopener noreferrer">
        {span.text}
      </a>
    );
  return span.emphasis ? <em>{span.text}</em> : <>{span.text}</>;
}

/**
 * A text section's safe markup as headings and paragraphs (decision 069): React escapes every span, so no
 * author's text ever becomes HTML.
 */
export function StoryText({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {parseStoryMarkup(text).map((block, index) => {
        const spans = block.spans.map((span, spanIndex) => <Span key={spanIndex} span={span} />);
        return block.type === 'heading' ? (
          <Heading key={index} className="story-text__heading">
            {spans}
          </Heading>
        ) : (
          <p key={index} className="story-text__paragraph">
            {spans}
          </p>
        );
      })}
    </>
  );
}
