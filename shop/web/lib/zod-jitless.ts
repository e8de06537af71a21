/**
 * zod 4 tries `new Function` as its first object schema is made, to compile faster parsers. The
 * shop's Content-Security-Policy allows no eval, so the browser refuses that try and reports it as
 * a policy violation (though zod catches it). In jitless mode zod never tries. zod keeps its
 * settings (what z.config() writes) in this global, read as each schema is made: setting it here,
 * before any page code that makes schemas has loaded, keeps zod itself out of the front page's JS.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
