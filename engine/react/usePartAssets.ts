// Loads a part's pictures, art and fonts; until new ones arrive the last set keeps drawing, so a
// pinch that asks for a sharper derivative never flashes an empty slot.
import { useEffect, useState } from 'react';
import type { PartInput } from '../render/describePart';
import type { AssetSources, LoadedAssets } from '../render/loadAssets';
import { loadPartAssets } from '../render/loadAssets';

export function usePartAssets(
  input: PartInput | null,
  sources: AssetSources,
  devicePxPerMm: number,
): LoadedAssets | null {
  const [assets, setAssets] = useState<LoadedAssets | null>(null);
  const part = input?.template.parts.find((p) => p.id === input.partId);
  // Only what decides the assets: which pictures, effects and sizes; not crops or texts.
  const key = input && part ? assetKey(input, devicePxPerMm) : '';
  useEffect(() => {
    if (!input || key === '') return;
    let live = true;
    loadPartAssets(input, sources, devicePxPerMm).then(
      (loaded) => {
        if (live) setAssets(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `key` stands for the parts of `input` that change the assets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, sources]);
  return assets;
}

/** Size buckets change in steps of 2, so a zoom only reloads when it crosses one. */
function assetKey(input: PartInput, devicePxPerMm: number): string {
  const bucket = Math.round(Math.log2(Math.max(devicePxPerMm, 0.01)));
  const ids = Object.entries(input.instance.resources)
    .filter(([id]) => id.startsWith(`${input.partId}/`))
    .map(([id, value]) =>
      value.type === 'IMAGE'
        ? `${id}:${value.image?.uuid}:${value.image?.rotation}:${value.image?.overrideEffect}:${value.image?.background}:${Math.round(Math.log2(value.image ? value.image.width / value.image.cropRect.width : 1))}`
        : `${id}:${value.family}:${value.text}`,
    );
  return [
    input.template.uuid,
    input.template.version,
    input.partId,
    input.locale,
    bucket,
    ...ids,
  ].join('|');
}
