import { describe, expect, it } from 'vitest';
import { UPLOAD_RETRIES, UPLOAD_RETRY_DELAY_MS } from '../constants';
import { UploadRefused, uploadFailureLines } from '../rules/upload';
import { currentPicture } from './edits';
import { settle, startEditor } from './testHarness';

type Started = Awaited<ReturnType<typeof startEditor>>;
const inUpload = (e: Started, state: 'idle' | 'sending' | 'retrying' | 'failed') =>
  e.actor.getSnapshot().matches({ editing: { upload: state } });
const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
/** What the shop answers for an uploaded file. */
const uploaded = (file: File) => ({
  uuid: file.name,
  width: 10,
  height: 10,
  pictureType: 'UPLOAD' as const,
  greenscreen: false,
});

describe('own-photo upload (docs/rules/personalisation.md §4, §5, §8)', () => {
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
    expect(editor.actor.getSnapshot().context.uploads[0]?.refusal).toBeNull();
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
          return uploaded(file);
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

  it('a file the shop refuses fails at once with its message, and the others still upload', async () => {
    const sent: string[] = [];
    const editor = await startEditor({
      ports: {
        uploadFile: async (file) => {
          sent.push(file.name);
          if (file.name === 'huge.jpg')
            throw new UploadRefused('huge.jpg is too large. Photos may be at most 25 MB.');
          return uploaded(file);
        },
      },
    });
    editor.actor.send({ type: 'UPLOAD', files: [photo('huge.jpg'), photo('b.jpg')] });
    await settle();
    expect(sent).toEqual(['huge.jpg', 'b.jpg']);
    expect(inUpload(editor, 'failed')).toBe(true);
    const { uploads, pictures } = editor.actor.getSnapshot().context;
    expect(uploads.map((u) => [u.status, u.attempts, u.refusal])).toEqual([
      [-1, 0, 'huge.jpg is too large. Photos may be at most 25 MB.'],
      [2, 0, null],
    ]);
    expect(pictures.map((p) => p.uuid)).toContain('b.jpg');
    expect(uploadFailureLines(uploads, ['connection'])).toEqual([
      'huge.jpg is too large. Photos may be at most 25 MB.',
    ]);
    // No retry is waiting: time passing sends nothing more.
    editor.clock.increment(UPLOAD_RETRIES * UPLOAD_RETRY_DELAY_MS);
    await settle();
    expect(sent).toHaveLength(2);
    editor.actor.send({ type: 'DISMISS' });
    expect(inUpload(editor, 'idle')).toBe(true);
  });

  it('refusals and a connection failure together show each refusal, then the connection text', async () => {
    const editor = await startEditor({
      ports: {
        uploadFile: (file) =>
          Promise.reject(
            file.name === 'offline.jpg'
              ? new TypeError('Failed to fetch')
              : new UploadRefused(`${file.name} is not an image.`),
          ),
      },
    });
    editor.actor.send({
      type: 'UPLOAD',
      files: [photo('a.pdf.jpg'), photo('offline.jpg'), photo('b.svg.jpg')],
    });
    await settle();
    for (let retry = 1; retry <= UPLOAD_RETRIES; retry += 1) {
      editor.clock.increment(UPLOAD_RETRY_DELAY_MS);
      await settle();
    }
    expect(inUpload(editor, 'failed')).toBe(true);
    const { uploads } = editor.actor.getSnapshot().context;
    expect(uploads.map((u) => u.attempts)).toEqual([0, UPLOAD_RETRIES, 0]);
    expect(uploadFailureLines(uploads, ['connection', 'hint'])).toEqual([
      'a.pdf.jpg is not an image.',
      'b.svg.jpg is not an image.',
      'connection',
      'hint',
    ]);
  });
});
