// The visual-test page: renders a fixture part with the engine's headless path and hands the
// PNG back to Playwright as a data URL.
import '../../engine/render/browserFonts';
import { calendarLocale } from '../../engine/render/calendarLocale';
import { documentFontLoader } from '../../engine/render/fonts';
import { renderPartCanvas } from '../../engine/render/headless';
import { browserLoadImage, ImageCache } from '../../engine/render/imageCache';
import { canvasTextMeasurer } from '../../engine/render/measure';
import { instanceFromFixture } from '../../fixtures/instance';
import { artResolver, fetchInstanceFile, fetchTemplate, imageSource } from './fixtureSources';

export interface RenderRequest {
  folder: string;
  name: string;
  partId: string;
  /** Output long edge in pixels. */
  longEdge: number;
}

const cache = new ImageCache(browserLoadImage);
const measurer = canvasTextMeasurer();

async function renderFixture(request: RenderRequest): Promise<string> {
  const [template, file] = await Promise.all([
    fetchTemplate(request.folder),
    fetchInstanceFile(request.folder, request.name),
  ]);
  const { width, height } = template.dimensions;
  const canvas = await renderPartCanvas(
    {
      template,
      instance: instanceFromFixture(template, file.templateData, file.locale),
      partId: request.partId,
      locale: file.locale,
    },
    {
      imageSource,
      artResolver: artResolver(request.folder),
      imageMode: 'client',
      cache,
      fonts: documentFontLoader,
    },
    {
      pxPerMm: request.longEdge / Math.max(width, height),
      measurer,
      calendar: calendarLocale(file.locale),
    },
  );
  const url = canvas.toDataURL('image/png');
  // Free the backing store now rather than at the next garbage collection.
  canvas.width = 0;
  return url;
}

declare global {
  interface Window {
    renderFixture: typeof renderFixture;
    engineReady: boolean;
  }
}

window.renderFixture = renderFixture;
window.engineReady = true;
