// The editor host page: mounts <PartCanvas> (or the bare Konva baseline, or the preview grid)
// for the benchmark and the interaction tests, driven from Playwright through window.host.
import '../../../engine/render/browserFonts';
import { createRoot, type Root } from 'react-dom/client';
import { PreviewGrid } from '../../../engine/react/PreviewGrid';
import { createBrowserSources } from '../../../engine/react/sources';
import { instanceFromFixture } from '../../../fixtures/instance';
import {
  artResolver,
  fetchInstanceFile,
  fetchTemplate,
  imageSource,
  pictureUrl,
} from '../../page/fixtureSources';
import { mountBare } from './bare';
import { mountEasyCrop } from './easyCrop';
import { EditorHost, hostLog } from './EditorHost';

const container = document.getElementById('root') as HTMLDivElement;
let root: Root | null = null;
let unmountBare: (() => void) | null = null;
const sourcesByFolder = new Map<string, ReturnType<typeof createBrowserSources>>();
// One shared image cache for every part of the page, as in the shop.
let sharedCache: ReturnType<typeof createBrowserSources>['cache'] | undefined;

function sourcesFor(folder: string) {
  let sources = sourcesByFolder.get(folder);
  if (!sources) {
    sources = createBrowserSources({
      imageSource,
      artResolver: artResolver(folder),
      imageMode: 'client',
      cache: sharedCache,
    });
    sharedCache = sources.cache;
    sourcesByFolder.set(folder, sources);
  }
  return sources;
}

async function load(folder: string, name: string) {
  const [template, file] = await Promise.all([
    fetchTemplate(folder),
    fetchInstanceFile(folder, name),
  ]);
  return {
    template,
    file,
    instance: instanceFromFixture(template, file.templateData, file.locale),
  };
}

/** Mounts the editor canvas; resolves with ms from mount to the part fully drawn. */
async function mountPart(
  folder: string,
  name: string,
  partId: string,
  selected: string | null,
): Promise<number> {
  unmount();
  const { template, file, instance } = await load(folder, name);
  const sources = sourcesFor(folder);
  return new Promise((resolve) => {
    const started = performance.now();
    let done = false;
    root = createRoot(container);
    root.render(
      <EditorHost
        template={template}
        initial={instance}
        partId={partId}
        locale={file.locale}
        sources={sources}
        selected={selected}
        onDrawn={() => {
          if (done) return;
          done = true;
          resolve(performance.now() - started);
        }}
      />,
    );
  });
}

async function mountGrid(folder: string, name: string): Promise<void> {
  unmount();
  const { template, file, instance } = await load(folder, name);
  root = createRoot(container);
  root.render(
    <PreviewGrid
      template={template}
      instance={instance}
      locale={file.locale}
      language="en"
      sources={sourcesFor(folder)}
    />,
  );
}

async function mountBaseline(pictureUuid: string): Promise<void> {
  unmount();
  unmountBare = await mountBare(container, pictureUrl(pictureUuid));
}

async function mountEasyCropBaseline(pictureUuid: string): Promise<void> {
  unmount();
  unmountBare = await mountEasyCrop(container, pictureUrl(pictureUuid));
}

function unmount(): void {
  root?.unmount();
  root = null;
  unmountBare?.();
  unmountBare = null;
  hostLog.selected = [];
  hostLog.gestures = [];
}

let frames: number[] = [];
let recording = false;
function recordFrames(): void {
  frames = [];
  recording = true;
  let last = performance.now();
  const tick = (now: number) => {
    if (!recording) return;
    frames.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame((now) => {
    last = now;
    requestAnimationFrame(tick);
  });
}
function stopFrames(): number[] {
  recording = false;
  return frames;
}

const host = {
  mountPart,
  mountGrid,
  mountBaseline,
  mountEasyCropBaseline,
  unmount,
  recordFrames,
  stopFrames,
  log: hostLog,
  ready: true,
};
declare global {
  interface Window {
    host: typeof host;
  }
}
window.host = host;
