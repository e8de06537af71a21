// The part's completeness mark (docs/rules/personalisation.md §4): a check when all its slots are
// filled, else an empty
// circle.
import { partComplete } from '../model/completeness';
import type { Template, TemplateInstance } from '../model/types';

export function PartStatus({
  template,
  instance,
  partId,
  size = 20,
}: {
  template: Template;
  instance: TemplateInstance;
  partId: string;
  size?: number;
}) {
  const complete = partComplete(template, instance, partId);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 20 20"
      role="img"
      aria-label={complete ? 'complete' : 'incomplete'}
      data-complete={complete}
    >
      {complete ? (
        <>
          <circle cx="10" cy="10" r="9" fill="#5ab880" />
          <path
            d="M5.5 10.5 L8.6 13.5 L14.5 7"
            fill="none"
            stroke="#fff"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="#9aa5b1" strokeWidth="1.5" />
      )}
    </svg>
  );
}
