// What a lab job's manifest.json holds: everything the lab needs to make and send an order.
import type { Lang } from '../../lib/i18n/format';

export type LabLineKind =
  'template' | 'package-template' | 'catalogue' | 'digital-file' | 'digital-set';

export interface LabLine {
  /** The order line (a package's items share their package's line). */
  lineUuid: string;
  kind: LabLineKind;
  /** The product's name in the shop's first language (what the lab's price list says). */
  product: string;
  productUuid: string | null;
  /** The template's format ('15x15', 'A4'); null for lines without a template. */
  format: string | null;
  /** The paper and other options chosen (sub-products). */
  options: string[];
  quantity: number;
  /** The photographed person or group the line is for, when known. */
  subject: string | null;
  /** Print files of the line, relative to the lab job's folder, in print order. */
  files: string[];
}

export interface LabDelivery {
  method: 'postage' | 'school-pickup' | 'store-pickup' | 'digital-delivery';
  /** The delivery option's name as the parent chose it. */
  name: string;
  contactName: string;
  email: string;
  address: {
    name: string;
    address: string;
    address2: string;
    postalCode: string;
    city: string;
    state: string;
  } | null;
  pickupLocation: { name: string; address: string; postalCode: string; city: string } | null;
  /** School pickup: the school and the class (the photo job) the parcel goes to. */
  school: { name: string; group: string | null } | null;
}

export interface LabManifest {
  /** The reference the parent sees (first 8 characters of the order uuid). */
  orderReference: string;
  orderUuid: string;
  confirmedAt: string;
  /** The parent's language: the packing slip's. */
  language: Lang;
  delivery: LabDelivery;
  lines: LabLine[];
  packingSlip: string;
}

/** A school delivery: the school-pickup orders for one school and class. */
export interface SchoolBatch {
  school: string;
  group: string | null;
  orders: { orderReference: string; orderUuid: string; contactName: string; lines: LabLine[] }[];
}
