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
