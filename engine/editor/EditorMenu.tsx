/** The bottom panel of the open menu, fed from the editor's snapshot. */
import { localise } from '../model/ids';
import { incompleteParts } from '../model/completeness';
import { slotResolutions } from '../model/resolution';
import { imageToolCommands } from './commands/commands';
import { canRedoDesign, canUndoDesign, currentPicture, isComplete } from './machine/edits';
import { backgroundsOffered, pictureRefusal } from './machine/imageEdits';
import type { EditorSnapshot, MenuName } from './machine/menu';
import type { EditorEvent } from './machine/types';
import { draftValue } from './machine/textDraft';
import type { ImageSource } from '../render/pictures';
import { BuyMenu } from './panels/BuyMenu';
import { ImageEditor } from './panels/ImageEditor';
import { MainToolbar } from './panels/MainToolbar';
import { SlotPicker } from './panels/SlotPicker';
import { TemplatesMenu } from './panels/TemplatesMenu';
import { TextEditor } from './panels/TextEditor';
import { YearMenu } from './panels/YearMenu';
import { paletteFor } from './rules/palette';
import { refusalText } from './rules/refusal';
import { cartLinesOf, totalQuantity } from './rules/quantity';
import { useQuote } from './useQuote';
import { canChangeYear, hasEditableText, numberedSlots } from './rules/slots';
import type { EditorStrings } from './strings';

export interface EditorMenuProps {
  snapshot: EditorSnapshot;
  menu: MenuName;
  strings: EditorStrings;
  addLabel: string;
  imageSource: ImageSource;
  send: (event: EditorEvent) => void;
}

export function EditorMenu({
  snapshot,
  menu,
  strings,
  addLabel,
  imageSource,
  send,
}: EditorMenuProps) {
  const { context } = snapshot;
  const { template, instance, flags } = context;
  const partId = instance.currentPartRefId;
  const slotId = context.slotEntry?.fullId ?? '';
  const total = useQuote(
    context.ports,
    context.product.uuid,
    cartLinesOf(context.quantities, context.product.minOrderQuantity),
    menu === 'buy',
  );
  switch (menu) {
    case 'main':
      return (
        <MainToolbar
          strings={strings}
          imageToolboxEnabled={flags.imageToolboxEnabled}
          showEditText={hasEditableText(template)}
          showChangeYear={template.type === 'CALENDAR'}
          changeYearEnabled={canChangeYear(template)}
          showChangeDesign={flags.allowTemplateChange}
          addLabel={addLabel}
          unfinishedParts={incompleteParts(template, instance).map((id) => partLabel(snapshot, id))}
          canUndo={canUndoDesign(context)}
          canRedo={canRedoDesign(context)}
          send={send}
        />
      );
    case 'select-image':
    case 'select-text':
      return (
        <SlotPicker
          title={menu === 'select-image' ? strings.selectImage : strings.selectText}
          cancelLabel={strings.cancel}
          slots={numberedSlots(template, partId, menu === 'select-image' ? 'IMAGE' : 'STRING')}
          send={send}
        />
      );
    case 'image': {
      const placed = currentPicture(instance, slotId);
      const resolution =
        slotResolutions(template, instance).find((r) => r.fullId === slotId)?.level ?? 'ok';
      const scope = { context, menu };
      return (
        <ImageEditor
          strings={strings}
          tab={context.imageTab}
          imageToolboxEnabled={flags.imageToolboxEnabled}
          backgroundsOffered={backgroundsOffered(context, slotId)}
          pictures={context.pictures.map((picture) => ({
            picture,
            refusal: refusalOf(pictureRefusal(context, slotId, picture), strings),
            selected: placed?.uuid === picture.uuid,
          }))}
          allowUpload={flags.allowOwnPhotos}
          imageSource={imageSource}
          tools={imageToolCommands.map((command) => {
            const event = command.perform(scope);
            return {
              name: command.name,
              label: strings[command.labelKey],
              enabled: command.predicate(scope),
              selected: event.type === 'EFFECT' && event.effect === placed?.overrideEffect,
              event,
            };
          })}
          backgrounds={context.backgrounds}
          currentBackground={placed?.background ?? null}
          resolution={resolution}
          send={send}
        />
      );
    }
    case 'text': {
      const draft = context.textDraft;
      if (!draft) return null;
      return (
        <TextEditor
          strings={strings}
          tool={draft.tool}
          value={draftValue(draft)}
          sliderSize={draft.sliderSize}
          autoFocus={draft.autoFocus}
          refusal={draft.refusal ? strings[draft.refusal] : null}
          palette={paletteFor(template.color)}
          send={send}
        />
      );
    }
    case 'year':
      return <YearMenu strings={strings} yearText={context.yearText} send={send} />;
    case 'templates':
      return (
        <TemplatesMenu
          strings={strings}
          choices={
            snapshot.matches({ editing: { menu: { templates: 'loading' } } })
              ? null
              : context.choices
          }
          currentUuid={template.uuid}
          send={send}
        />
      );
    case 'buy':
      return (
        <BuyMenu
          strings={strings}
          product={context.product}
          quantities={context.quantities}
          addLabel={addLabel}
          totalLabel={total}
          addEnabled={
            isComplete(template, instance) &&
            totalQuantity(context.quantities, context.product.minOrderQuantity) > 0
          }
          busy={snapshot.matches({ editing: { menu: { buy: 'saving' } } })}
          error={context.error}
          send={send}
        />
      );
    case 'preview':
      return null;
  }
}

const refusalOf = (reason: string | null, strings: EditorStrings) =>
  reason === null ? null : refusalText(reason, strings);

/** The part tab label in the editor's language. */
export const partLabel = (snapshot: EditorSnapshot, partId: string): string => {
  const part = snapshot.context.template.parts.find((p) => p.id === partId);
  return part ? localise(part.description, snapshot.context.language) : partId;
};
