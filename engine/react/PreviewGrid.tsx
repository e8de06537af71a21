// The preview dialog's grid of every part (docs/rules/personalisation.md §2, §9): 2 columns on
// extra small screens, 3 on
// small, 4 on large; padding 5 × 10 px; each part with its description and completeness mark.
import { useEffect, useState } from 'react';
import { localise } from '../model/ids';
import type { Language, Template, TemplateInstance } from '../model/types';
import { PartStatus } from './PartStatus';
import { PartThumbnail } from './PartThumbnail';
import type { EngineSources } from './sources';

/** Columns for a viewport width: below 600 px 2, below 1200 px 3, else 4. */
export function previewColumns(viewportWidth: number): 2 | 3 | 4 {
  if (viewportWidth < 600) return 2;
  return viewportWidth < 1200 ? 3 : 4;
}

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

export interface PreviewGridProps {
  template: Template;
  instance: TemplateInstance;
  locale: string;
  language: Language;
  sources: EngineSources;
  onOpenPart?: (partId: string) => void;
}

export function PreviewGrid(props: PreviewGridProps) {
  const viewport = useViewportWidth();
  const columns = previewColumns(viewport);
  const cell = Math.floor((viewport - 20) / columns) - 10;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, 1fr)`,
        gap: 10,
        padding: '5px 10px',
      }}
    >
      {props.template.parts.map((part) => (
        <button
          key={part.id}
          type="button"
          onClick={() => props.onOpenPart?.(part.id)}
          style={{ border: 0, background: 'transparent', padding: 0, cursor: 'pointer' }}
        >
          <PartThumbnail
            template={props.template}
            instance={props.instance}
            partId={part.id}
            locale={props.locale}
            sources={props.sources}
            width={cell}
            height={cell}
            alt={localise(part.description, props.language)}
          />
          <span
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 6,
              fontSize: 13,
            }}
          >
            <PartStatus
              template={props.template}
              instance={props.instance}
              partId={part.id}
              size={16}
            />
            {localise(part.description, props.language)}
          </span>
        </button>
      ))}
    </div>
  );
}
