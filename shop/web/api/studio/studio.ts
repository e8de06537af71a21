import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { studioAddresses } from '../../../contract/addresses/studio';
import { staffOrderAddresses } from '../../../contract/addresses/staff-orders';
import { pathFor } from '../../../contract/http';
import type { OrderStatus } from '../../../contract/order-status';
import type { PriceSheetReport, StudioImportProgress } from '../../../contract/studio';
import { ApiError, call, errorText } from '../client';

export const studioKeys = {
  jobs: ['studio', 'jobs'] as const,
  job: (jobUuid: string) => ['studio', 'jobs', jobUuid] as const,
  orders: (status: OrderStatus | null, page: number) => ['studio', 'orders', status, page] as const,
  import: (importUuid: string) => ['studio', 'imports', importUuid] as const,
  priceSheet: ['studio', 'price-sheet'] as const,
};

/** A refusal (signed out, not staff) is an answer: asking again would not change it. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2;

/** The photo days with their counts and sales; its refusal tells the studio area to hide. */
export function useStudioJobs() {
  return useQuery({
    queryKey: studioKeys.jobs,
    queryFn: ({ signal }) => call(studioAddresses.jobs, { signal }),
    retry,
  });
}

export function useStudioJob(jobUuid: string) {
  return useQuery({
    queryKey: studioKeys.job(jobUuid),
    queryFn: ({ signal }) => call(studioAddresses.job, { params: { jobUuid }, signal }),
    retry,
  });
}

export function useReissueCode(jobUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subjectUuid: string) =>
      call(studioAddresses.reissueCode, { params: { jobUuid, subjectUuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.job(jobUuid) }),
  });
}

/** Where the letters PDF or the codes CSV of a job downloads, in a language. */
export const downloadUrl = (kind: 'lettersPdf' | 'codesCsv', jobUuid: string, lang: string) =>
  `${pathFor(studioAddresses[kind].path, { jobUuid })}?lang=${encodeURIComponent(lang)}`;

/** Sends the zip as the request's body; the import goes on at the server. */
export async function startImport(file: File): Promise<StudioImportProgress> {
  const response = await fetch(studioAddresses.startImport.path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/zip',
      accept: 'application/json',
      'accept-language': i18next.language || 'en',
    },
    body: file,
  });
  const text = await response.text();
  const body = ((): unknown => {
    try {
      return text === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      return text;
    }
  })();
  if (!response.ok) throw new ApiError(response.status, errorText(body, response.statusText), body);
  return body as StudioImportProgress;
}

/** An import's progress, asked again every half second until it ends. */
export function useImportProgress(importUuid: string | null) {
  return useQuery({
    queryKey: studioKeys.import(importUuid ?? ''),
    queryFn: ({ signal }) =>
      call(studioAddresses.importProgress, { params: { importUuid: importUuid ?? '' }, signal }),
    enabled: importUuid !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'failed' ? false : 500;
    },
    retry,
  });
}

export function useStaffOrders(status: OrderStatus | null, page: number) {
  return useQuery({
    queryKey: studioKeys.orders(status, page),
    queryFn: ({ signal }) =>
      call(staffOrderAddresses.list, {
        query: { ...(status ? { status } : {}), page, pageSize: 50 },
        signal,
      }),
    retry,
  });
}

export type OrderMove =
  { kind: 'advance'; status: OrderStatus } | { kind: 'cancel' } | { kind: 'refund' };

export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderUuid, move }: { orderUuid: string; move: OrderMove }) =>
      move.kind === 'advance'
        ? call(staffOrderAddresses.advance, {
            params: { orderUuid },
            body: { status: move.status },
          })
        : call(staffOrderAddresses[move.kind], { params: { orderUuid }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['studio'] }),
  });
}

/** A one-time link that signs this staff member in as the customer. */
export function actAsCustomer(email: string): Promise<{ url: string }> {
  return call(studioAddresses.actAsCustomer, { body: { email } });
}

/** A price tier as the sheet holds it (amounts in øre). */
export interface SheetTier {
  quantity: number;
  price: number;
  campaignPrice: number | null;
  type: number;
  [field: string]: unknown;
}

/**
 * The parts of a price sheet the prices page reads and edits; every other field travels back
 * untouched, so the server checks the whole sheet as it would any uploaded file.
 */
export interface EditablePriceSheet {
  products: {
    uuid: string;
    name: Record<string, string>;
    list: string;
    prices: SheetTier[];
    [field: string]: unknown;
  }[];
  [field: string]: unknown;
}

/** Where the shop's current price sheet downloads as a file. */
export const priceSheetUrl = studioAddresses.priceSheet.path;

async function fetchPriceSheet(signal?: AbortSignal): Promise<EditablePriceSheet> {
  const response = await fetch(priceSheetUrl, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  const text = await response.text();
  if (!response.ok) {
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: the status text says it.
    }
    throw new ApiError(response.status, errorText(body, response.statusText), body);
  }
  return JSON.parse(text) as EditablePriceSheet;
}

/** The shop's current price sheet, as the download gives it. */
export function usePriceSheet() {
  return useQuery({
    queryKey: studioKeys.priceSheet,
    queryFn: ({ signal }) => fetchPriceSheet(signal),
    // Asked again only after a save: a refetch would wipe the amounts being typed.
    refetchOnWindowFocus: false,
    retry,
  });
}

/** Posts a whole sheet: the server checks it and imports it, or reports its problems. */
export function useImportPriceSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sheet: unknown): Promise<PriceSheetReport> =>
      call(studioAddresses.importPrices, { body: sheet }),
    onSuccess: (report) => {
      if (report.ok) void queryClient.invalidateQueries({ queryKey: studioKeys.priceSheet });
    },
  });
}

/** Thrown when the product's prices changed at the server since the page showed them. */
export class PricesChangedElsewhere extends Error {}

/**
 * Builds the sheet to post when one product's tiers change: the newest export with only that
 * product's prices replaced, so another tab's saved change to other products is kept. When the
 * product itself has other prices now than the page showed (saved from another tab), nothing
 * is built: the staff member sees the newer prices before overwriting them.
 */
export async function sheetWithPrices(
  shown: EditablePriceSheet['products'][number],
  prices: { price: number; campaignPrice: number | null }[],
): Promise<EditablePriceSheet> {
  const sheet = await fetchPriceSheet();
  const current = sheet.products.find((product) => product.uuid === shown.uuid);
  if (JSON.stringify(current?.prices) !== JSON.stringify(shown.prices))
    throw new PricesChangedElsewhere();
  return {
    ...sheet,
    products: sheet.products.map((product) =>
      product.uuid !== shown.uuid
        ? product
        : {
            ...product,
            prices: product.prices.map((tier, i) => ({ ...tier, ...(prices[i] ?? {}) })),
          },
    ),
  };
}
