/** Text whose line breaks matter (terms, policies): one paragraph per blank-line block. */
export function MultilineText({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim() !== '');
  return (
    <>
      {blocks.map((block, index) => (
        <p key={index} style={{ whiteSpace: 'pre-line' }}>
          {block.trim()}
        </p>
      ))}
    </>
  );
}
