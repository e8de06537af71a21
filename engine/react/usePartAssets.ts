// A part's pictures, art and fonts: at once when the shared cache already holds them, else
// loaded. Until new ones arrive an edit (a turn, an effect, a background) draws the browser's
// own rendition of the picture already at hand, and anything else the last set, so a pinch that
// asks for a sharper derivative never flashes an empty slot and an edit never waits for the
// server; its rendition replaces the stand-in in place when it comes. A part shown for the first
// time draws as soon as its art and fonts are in, with a plain panel in each slot whose picture
// is still on its way, and again as pictures arrive (at most once a frame).
import { useEffect, useMemo, useState } from 'react';
import type { FontFamily } from '../model/types';
import type { PartInput } from '../render/describePart';
import type { AssetSources, LoadedAssets } from '../render/loadAssets';
import { loadPartAssets, peekPartAssets, previewPartAssets } from '../render/loadAssets';

export function usePartAssets(
  input: PartInput | null,
  sources: AssetSources,
  devicePxPerMm: number,
  fontReady: (family: FontFamily) => boolean,
): LoadedAssets | null {
  const [loaded, setLoaded] = useState<{
    key: string;
    scope: string;
    assets: LoadedAssets;
  } | null>(null);
  // Only what decides the assets: which pictures, effects and sizes; not crops or texts.
  const key = input ? assetKey(input, devicePxPerMm) : '';
  const ready = useMemo(
    () => (input ? peekPartAssets(input, sources, devicePxPerMm, fontReady) : null),
    // `key` stands for the parts of `input` that change the assets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, sources, fontReady],
  );
  const stale = loaded !== null && loaded.key !== key;
  const preview = useMemo(
    () =>
      input && !ready && stale ? previewPartAssets(input, sources, devicePxPerMm, fontReady) : null,
    // Made once per new set of assets, like `ready`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, sources, fontReady, ready, stale],
  );
  useEffect(() => {
    if (!input || ready) return;
    let live = true;
    const scope = scopeKey(input);
    // Partial sets only where nothing of this part shows yet: an edit or a sharper size keeps
    // what is drawn (or the browser's stand-in) until its whole new set is in.
    const progressive = loaded?.scope !== scope;
    let frame = 0;
    let latest: LoadedAssets | null = null;
    const onPartial = (assets: LoadedAssets) => {
      latest = assets;
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        if (live && latest) setLoaded({ key, scope, assets: latest });
      });
    };
    loadPartAssets(
      input,
      sources,
      devicePxPerMm,
      undefined,
      progressive ? onPartial : undefined,
    ).then(
      (assets) => {
        cancelAnimationFrame(frame);
        if (live) setLoaded({ key, scope, assets });
      },
      () => undefined,
    );
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, sources, ready]);
  return ready ?? (stale ? (preview ?? loaded.assets) : (loaded?.assets ?? null));
}

/** Which part of which template: a new scope starts from nothing drawn. */
function scopeKey(input: PartInput): string {
  return [input.template.uuid, input.template.version, input.partId].join('|');
}

/** Size buckets change in steps of 2, so a zoom only reloads when it crosses one. */
function assetKey(input: PartInput, devicePxPerMm: number): string {
  const bucket = Math.round(Math.log2(Math.max(devicePxPerMm, 0.01)));
  const ids = Object.entries(input.instance.resources)
    .filter(([id]) => id.startsWith(`${input.partId}/`))
    .map(([id, value]) => {
      if (value.type === 'STRING') return `${id}:${value.family}:${value.text}`;
      const image = value.image;
      if (!image) return `${id}:empty`;
      const zoom = Math.round(Math.log2(image.width / image.cropRect.width));
      return `${id}:${image.uuid}:${image.rotation}:${image.overrideEffect}:${image.background}:${zoom}`;
    });
  const { template, partId, locale } = input;
  return [template.uuid, template.version, partId, locale, bucket, ...ids].join('|');
}
