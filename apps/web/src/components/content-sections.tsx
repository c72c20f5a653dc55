/** One titled section of a long text page (policy, terms, about). */
export interface ContentSection {
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

/** Renders titled sections with paragraphs and bullet lists, each as a labelled region for skimming. */
export function ContentSections({
  sections,
  idPrefix,
}: {
  sections: readonly ContentSection[];
  idPrefix: string;
}) {
  return (
    <div className="prose">
      {sections.map((section, index) => {
        const id = `${idPrefix}-${index + 1}`;
        return (
          <section key={id} aria-labelledby={id}>
            <h2 id={id}>{section.title}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
