// How the test page reaches fixture files through the Vite server (root: the repository).
import type { Template } from '../../engine/model/types';
import { validateTemplate } from '../../engine/model/validate/template';
import type { ArtResolver, ImageSource } from '../../engine/render/pictures';
import pictures from '../../fixtures/pictures/index.json';
import type { FixtureInstanceFile } from '../../fixtures/load';

export const pictureUrl = (uuid: string): string => {
  const picture = pictures.find((p) => p.uuid === uuid);
  if (!picture) throw new Error(`No fixture picture ${uuid}`);
  return `/fixtures/pictures/${picture.file}`;
};

/** Fixture pictures are originals: the renderer bakes rotation and effects itself. */
export const imageSource: ImageSource = (ref) => pictureUrl(ref.uuid);

export const artResolver =
  (folder: string): ArtResolver =>
  (src) =>
    `/fixtures/templates/${folder}/${src}`;

async function json(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

export async function fetchTemplate(folder: string): Promise<Template> {
  const result = validateTemplate(await json(`/fixtures/templates/${folder}/template.json`));
  if (!result.ok) throw new Error(`${folder}: ${result.error}`);
  return result.template;
}

export async function fetchInstanceFile(
  folder: string,
  name: string,
): Promise<FixtureInstanceFile> {
  return (await json(
    `/fixtures/templates/${folder}/instances/${name}.json`,
  )) as FixtureInstanceFile;
}
