import type { PackageInstance } from '../../contract/packages';

/** The body that saves a package instance (or adds it to the cart): its items as the page sends them. */
export const packageBody = (instance: PackageInstance) => ({
  subjectUuid: instance.subject.uuid,
  packageItems: instance.packageItems.map((i) => ({
    index: i.index,
    template: i.template ? { uuid: i.template.uuid, version: i.template.version } : null,
    templateData: i.templateData,
    version: i.version,
  })),
});

/** What a test posts through: a Browser, or anything with its post. */
interface Poster {
  post(url: string, body?: object): Promise<{ statusCode: number; json(): unknown }>;
}

/**
 * Opens a package for a subject (without one, the subject the server picks) as the package page
 * does and puts it in the cart unchanged: the instance the page showed and the cart's answer.
 */
export async function addPackageToCart<P extends Poster>(
  b: P,
  packageUuid: string,
  subjectUuid?: string,
): Promise<{ instance: PackageInstance; added: Awaited<ReturnType<P['post']>> }> {
  const instance = (
    await b.post(`/api/webshop/packages/${packageUuid}`, subjectUuid ? { subjectUuid } : {})
  ).json() as PackageInstance;
  const added = (await b.post(
    `/api/webshop/cart/packages/${packageUuid}`,
    packageBody(instance),
  )) as Awaited<ReturnType<P['post']>>;
  return { instance, added };
}
