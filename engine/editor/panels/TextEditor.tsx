import { FONT_FAMILIES, type HorizontalAlign, type StringValue } from '../../model/types';
import { FONT_SIZE_MAX, FONT_SIZE_MIN } from '../constants';
import type { EditorEvent, TextTool } from '../machine/types';
import type { EditorStrings } from '../strings';
import { BottomPanel } from './BottomPanel';
import { CancelDoneActions } from './CancelDoneActions';
import { Button } from './Button';
import './TextEditor.css';

export interface TextEditorProps {
  strings: EditorStrings;
  tool: TextTool;
  value: StringValue;
  sliderSize: number;
  autoFocus: boolean;
  /** Why the last typing was not taken, shown under the field. */
  refusal: string | null;
  palette: string[];
  send: (event: EditorEvent) => void;
}

/**
 * The text editor (docs/rules/personalisation.md §2, §5): enter text, font, align, size and colour
 * toolbars.
 */
export function TextEditor({
  strings,
  tool,
  value,
  sliderSize,
  autoFocus,
  refusal,
  palette,
  send,
}: TextEditorProps) {
  const tools: { id: TextTool; label: string }[] = [
    { id: 'text', label: strings.enterText },
    { id: 'font', label: strings.font },
    { id: 'align', label: strings.align },
    { id: 'size', label: strings.fontSize },
    { id: 'color', label: strings.colour },
  ];
  const aligns: { id: HorizontalAlign; label: string }[] = [
    { id: 'left', label: strings.alignLeft },
    { id: 'center', label: strings.alignCenter },
    { id: 'right', label: strings.alignRight },
  ];
  return (
    <BottomPanel actions={<CancelDoneActions strings={strings} send={send} />}>
      <div className="ks-texttools" role="tablist">
        {tools.map((t) => (
          <Button
            key={t.id}
            role="tab"
            aria-selected={t.id === tool}
            selected={t.id === tool}
            onClick={() => send({ type: 'TEXT_TOOL', tool: t.id })}
          >
            {t.label}
          </Button>
        ))}
      </div>
      {tool === 'text' ? (
        <>
          <textarea
            className="ks-textinput"
            aria-label={strings.enterText}
            aria-invalid={refusal !== null}
            aria-describedby={refusal ? 'ks-text-refusal' : undefined}
            value={value.text}
            autoFocus={autoFocus}
            onChange={(e) => send({ type: 'TEXT_INPUT', text: e.target.value })}
            onBlur={() => send({ type: 'TEXT_BLUR' })}
          />
          <p id="ks-text-refusal" className="ks-textinput__refusal" role="alert">
            {refusal}
          </p>
        </>
      ) : null}
      {tool === 'font' ? (
        <div className="ks-fonts">
          {FONT_FAMILIES.map((family) => (
            <Button
              key={family}
              selected={family === value.family}
              style={{ fontFamily: `'${family}'` }}
              onClick={() => send({ type: 'FONT', family })}
            >
              {family}
            </Button>
          ))}
        </div>
      ) : null}
      {tool === 'align' ? (
        <div className="ks-aligns">
          {aligns.map((a) => (
            <Button
              key={a.id}
              selected={a.id === value.horizontalAlign}
              onClick={() => send({ type: 'ALIGN', align: a.id })}
            >
              {a.label}
            </Button>
          ))}
        </div>
      ) : null}
      {tool === 'size' ? (
        <label className="ks-size">
          <input
            type="range"
            min={FONT_SIZE_MIN}
            max={FONT_SIZE_MAX}
            step={1}
            value={sliderSize}
            aria-label={strings.fontSize}
            onChange={(e) => send({ type: 'FONT_SIZE', size: Number(e.target.value) })}
          />
          <span>{sliderSize}</span>
        </label>
      ) : null}
      {tool === 'color' ? (
        <div className="ks-palette">
          {palette.map((colour) => (
            <button
              key={colour}
              type="button"
              aria-label={colour}
              aria-pressed={colour.toLowerCase() === value.color.toLowerCase()}
              className={`ks-palette__swatch${
                colour.toLowerCase() === value.color.toLowerCase()
                  ? ' ks-palette__swatch--selected'
                  : ''
              }`}
              style={{ background: colour }}
              onClick={() => send({ type: 'COLOR', color: colour })}
            />
          ))}
        </div>
      ) : null}
    </BottomPanel>
  );
}
