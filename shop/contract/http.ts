import type { z } from 'zod/mini';

/** HTTP methods the shop's calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Request and response schemas of one call, in Fastify's schema layout. */
export interface RouteSchema {
  params?: z.core.$ZodType;
  querystring?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** Response bodies by status code; binary and redirect answers have no JSON schema. */
  response: Record<number, z.core.$ZodType>;
}

/** One call: method, Fastify-style path (`:name` parameters) and its schemas. */
export interface RouteDef<S extends RouteSchema = RouteSchema> {
  method: HttpMethod;
  path: string;
  schema: S;
}

/** Keeps the literal method and path types, so both sides can derive exact types from a route. */
export function defineRoute<
  const M extends HttpMethod,
  const P extends string,
  const S extends RouteSchema,
>(route: { method: M; path: P; schema: S }): { method: M; path: P; schema: S } {
  return route;
}

/** Parameter names of a Fastify path, e.g. '/a/:id/b/:x' gives 'id' | 'x'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Fills the `:name` parameters of a route path, URL-encoding each value. */
export function pathFor<P extends string>(path: P, params: Record<PathParams<P>, string>): string {
  const values = params as Record<string, string>;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Request body type of a route (what the caller sends). */
export type BodyOf<R extends RouteDef> = R['schema']['body'] extends z.core.$ZodType
  ? z.input<R['schema']['body']>
  : never;
/** Query type of a route (what the caller sends). */
export type QueryOf<R extends RouteDef> = R['schema']['querystring'] extends z.core.$ZodType
  ? z.input<R['schema']['querystring']>
  : never;
/** Success (200) body type of a route. */
export type ResponseOf<R extends RouteDef> = R['schema']['response'] extends { 200: infer T }
  ? T extends z.core.$ZodType
    ? z.output<T>
    : never
  : never;
