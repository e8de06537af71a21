import { describe, expect, it } from 'vitest';
import { UPLOAD_RETRIES, UPLOAD_RETRY_DELAY_MS } from '../constants';
import { currentPicture } from './edits';
import { settle, startEditor } from './testHarness';

type Started = Awaited<ReturnType<typeof startEditor>>;
const inUpload = (e: Started, state: 'idle' | 'sending' | 'retrying' | 'failed') =>
  e.actor.getSnapshot().matches({ editing: { upload: state } });
const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('own-photo upload (spec §4, §5, §8)', () => {
  it('is refused without allowOwnPhotos', async () => {
    const editor = await startEditor({ flags: { allowOwnPhotos: false } });
    editor.actor.send({ type: 'UPLOAD', files: [photo('a.jpg')] });
    expect(inUpload(editor, 'idle')).toBe(true);
    expect(editor.calls.uploads).toEqual([]);
  });

  it('uploads image files only, and adds them to the inbox', async () => {
    const editor = await startEditor();
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    editor.actor.send({ type: 'UPLOAD', files: [photo('a.jpg'), text, photo('b.png')] });
    expect(editor.actor.getSnapshot().context.uploads.map((u) => u.status)).toEqual([1, 0]);
    await settle();
    expect(editor.calls.uploads).toEqual(['a.jpg', 'b.png']);
    expect(editor.actor.getSnapshot().context.uploads.map((u) => u.status)).toEqual([2, 2]);
    expect(editor.actor.getSnapshot().context.pictures.map((p) => p.uuid)).toContain('up-b.png');
    expect(inUpload(editor, 'idle')).toBe(true);
  });

  it('a single uploaded picture is selected automatically', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    editor.actor.send({ type: 'UPLOAD', files: [photo('me.jpg')] });
    await settle();
    const placed = currentPicture(editor.actor.getSnapshot().context.instance, 'front/photo');
    expect(placed?.uuid).toBe('up-me.jpg');
  });

  it('retries a failed file 5 times 5 s apart, then opens the failure dialog', async () => {
    let attempts = 0;
    const editor = await startEditor({
      ports: {
        uploadFile: () => {
          attempts += 1;
          return Promise.reject(new Error('offline'));
        },
      },
    });
    editor.actor.send({ type: 'UPLOAD', files: [photo('a.jpg')] });
    await settle();
    for (let retry = 1; retry <= UPLOAD_RETRIES; retry += 1) {
      expect(inUpload(editor, 'retrying')).toBe(true);
      editor.clock.increment(UPLOAD_RETRY_DELAY_MS - 1);
      expect(attempts).toBe(retry);
      editor.clock.increment(1);
      await settle();
    }
    expect(attempts).toBe(1 + UPLOAD_RETRIES);
    expect(inUpload(editor, 'failed')).toBe(true);
    expect(editor.actor.getSnapshot().context.uploads[0]?.status).toBe(-1);
    editor.actor.send({ type: 'DISMISS' });
    expect(inUpload(editor, 'idle')).toBe(true);
  });

  it('a retry that succeeds completes the upload', async () => {
    let attempts = 0;
    const editor = await startEditor({
      ports: {
        uploadFile: async (file) => {
          attempts += 1;
          if (attempts < 3) throw new Error('offline');
          return {
            uuid: file.name,
            width: 10,
            height: 10,
            pictureType: 'UPLOAD',
            greenscreen: false,
          };
        },
      },
    });
    editor.actor.send({ type: 'UPLOAD', files: [photo('a.jpg')] });
    await settle();
    editor.clock.increment(UPLOAD_RETRY_DELAY_MS);
    await settle();
    editor.clock.increment(UPLOAD_RETRY_DELAY_MS);
    await settle();
    expect(editor.actor.getSnapshot().context.uploads[0]?.status).toBe(2);
    expect(inUpload(editor, 'idle')).toBe(true);
  });
});
