/**
 * The template editor as the shop hosts it: the statechart, the part canvas and the panel of the
 * open menu. Everything the shop knows (pictures, cart, uploads, strings, URLs) comes in through
 * props; the editor reports back through `onLeave` and `onSaved`.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { imagePx } from '../model/units';
import type { TemplateInstance } from '../model/types';
import { PartCanvas } from '../react/PartCanvas';
import { PreviewGrid } from '../react/PreviewGrid';
import type { EngineSources } from '../react/sources';
import { commandForKey } from './commands/commands';
import { EditorDialogs } from './EditorDialogs';
import { EditorMenu, partLabel } from './EditorMenu';
import { editorMachine } from './machine/editorMachine';
import { isComplete } from './machine/edits';
import { menuOf, pinchHintInView } from './machine/menu';
import type { EditorInput } from './machine/types';
import type { EditorPorts } from './ports';
import { partComplete } from '../model/completeness';
import { stringSlot } from './rules/slots';
import { PartTabs } from './panels/PartTabs';
import { PinchHint } from './panels/PinchHint';
import { PreviewDialog } from './panels/PreviewDialog';
import { TopBar } from './panels/TopBar';
import { usePreviewImages } from './usePreviewImages';
import { editorStringsEn, type EditorStrings } from './strings';
import './Editor.css';

export interface EditorProps extends Omit<EditorInput, 'ports'> {
  /** The host's calls; the text measurer is taken from `sources`, so canvas and rules agree. */
  ports: Omit<EditorPorts, 'measurer'>;
  /** BCP 47 locale for calendar grids (week start, month and day names). */
  locale: string;
  /** Picture and art URLs, image cache, fonts and text measurer (engine/react). */
  sources: EngineSources;
  /** Every string shown; English by default. */
  strings?: EditorStrings;
  /** A custom label for the add / update button. */
  cartLabel?: string;
  /** Cancel or back without saving. */
  onLeave: () => void;
  /** Added to or updated in the cart; the instance is clean again. */
  onSaved: (instance: TemplateInstance) => void;
  /** Each new instance, e.g. for the host's draft that survives a reload. */
  onChange?: (instance: TemplateInstance) => void;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);

export function Editor(props: EditorProps) {
  const { locale, sources, onLeave, onSaved, onChange } = props;
  const strings = props.strings ?? editorStringsEn;
  const [snapshot, send] = useMachine(editorMachine, {
    input: { ...props, ports: { ...props.ports, measurer: sources.measurer } },
  });
  const menu = menuOf(snapshot);
  const { context } = snapshot;
  const { template, instance } = context;
  const callbacks = useRef({ onLeave, onSaved, onChange });
  callbacks.current = { onLeave, onSaved, onChange };

  useEffect(() => {
    callbacks.current.onChange?.(snapshot.context.instance);
  }, [snapshot.context.instance]);

  useEffect(() => {
    if (snapshot.matches('left')) callbacks.current.onLeave();
    if (snapshot.matches('saved')) callbacks.current.onSaved(snapshot.context.instance);
  }, [snapshot]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A key a dialog already answered (Escape closing it) is not the editor's as well.
      if (e.defaultPrevented || isTyping(e.target)) return;
      const scope = { context: snapshot.context, menu: menuOf(snapshot) };
      const command = commandForKey(e, scope);
      if (!command) return;
      e.preventDefault();
      send(command.perform(scope));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [snapshot, send]);

  usePreviewImages(context.loadingImages, instance, sources, send);

  if (!menu) return null;
  const addLabel =
    props.cartLabel ?? (context.mode === 'update' ? strings.updateCart : strings.addToCart);
  const partId = instance.currentPartRefId;
  const shown = menu === 'text' && context.textDraft ? context.textDraft.instance : instance;
  // Only a gesture the editor will take moves the picture under the fingers (no snap-back).
  const cropAllowed = snapshot.can({ type: 'PAN', dx: imagePx(0), dy: imagePx(0) });
  const textSlot =
    menu === 'text' ? stringSlot(template, context.textDraft?.fullId ?? '') : undefined;
  const canvas = (id: string, editing: boolean) => (
    <PartCanvas
      template={template}
      instance={shown}
      partId={id}
      locale={locale}
      sources={sources}
      selectedId={editing ? instance.currentResourceId : null}
      showSlotNumbers={editing && (menu === 'select-image' || menu === 'select-text')}
      smallZoomArea={
        textSlot !== undefined && textSlot.box.width <= template.dimensions.width * 0.1
      }
      onSelectSlot={
        editing ? (fullId) => fullId && send({ type: 'SELECT_SLOT', fullId }) : undefined
      }
      onCropGesture={
        cropAllowed
          ? (g) =>
              send(
                g.type === 'pan'
                  ? { type: 'PAN', dx: g.dx, dy: g.dy, stroke: g.stroke }
                  : { type: 'ZOOM', factor: g.factor, anchor: g.anchor, stroke: g.stroke },
              )
          : undefined
      }
      style={{ width: '100%', height: '100%' }}
    />
  );

  return (
    <div className="ks-editor">
      <TopBar
        backLabel={strings.back}
        templateName={template.name[context.language] ?? template.name.en}
        productName={context.product.name}
        priceLabel={context.product.priceLabel}
        onBack={() => send({ type: 'CANCEL' })}
      />
      <PartTabs
        parts={template.parts.map((p) => ({
          id: p.id,
          label: partLabel(snapshot, p.id),
          complete: partComplete(template, instance, p.id),
        }))}
        currentId={partId}
        completeLabel={strings.partComplete}
        incompleteLabel={strings.partIncomplete}
        onSelect={(id) => send({ type: 'SELECT_PART', partId: id })}
      />
      <div
        className={`ks-editor__canvas${context.loadingImages.length > 0 ? ' ks-editor__canvas--loading' : ''}`}
        aria-busy={context.loadingImages.length > 0}
        data-complete={isComplete(template, instance)}
      >
        {canvas(partId, true)}
        {pinchHintInView(snapshot) ? (
          <PinchHint
            text={strings.pinchHint}
            onDismiss={() => send({ type: 'PINCH_HINT_DISMISS' })}
          />
        ) : null}
      </div>
      <EditorMenu
        snapshot={snapshot}
        menu={menu}
        strings={strings}
        addLabel={addLabel}
        imageSource={sources.imageSource}
        send={send}
      />
      {menu === 'preview' ? (
        <PreviewDialog
          strings={strings}
          partIds={template.parts.map((p) => p.id)}
          index={context.previewIndex}
          renderPart={(id) => canvas(id, false)}
          grid={
            <PreviewGrid
              template={template}
              instance={instance}
              locale={locale}
              language={context.language}
              sources={sources}
              onOpenPart={(id) => send({ type: 'SHOW_PART', partId: id })}
            />
          }
          send={send}
        />
      ) : null}
      <EditorDialogs snapshot={snapshot} strings={strings} send={send} />
    </div>
  );
}
